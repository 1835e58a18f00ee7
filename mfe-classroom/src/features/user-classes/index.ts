export { GroupClasses, OwnerClasses, UserClasses, type OwnerClassesProps } from './components/owner-classes';
