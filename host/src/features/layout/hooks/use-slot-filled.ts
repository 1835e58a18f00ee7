import { useEffect, useState } from 'react';

/** Whether the element with this id has children: pages fill the side slots with portals. */
export function useSlotFilled(id: string, present: boolean): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const element = present ? document.getElementById(id) : null;
    if (!element) {
      setFilled(false);
      return undefined;
    }
    const update = () => setFilled(element.childElementCount > 0);
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [id, present]);
  return filled;
}
