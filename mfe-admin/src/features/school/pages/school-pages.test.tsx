import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage, reportUploadProgress } from '@school/shared/testing';
import { EMPTY_SCHEDULE, type SchoolSettings } from '../../../admin-contracts';
import { resetSession, signInAsManager, toasts } from '../../../test/session';
import { SchoolGeneralPage, SchoolSchedulePage } from './school-pages';

const school = (overrides: Partial<SchoolSettings> = {}): SchoolSettings => ({
  id: '80000000-0000-4000-8000-000000000001',
  name: 'Kalyna School',
  email: null,
  phone: null,
  website: null,
  country: 'Ukraine',
  address: null,
  timezone: 'Europe/Kyiv',
  logo: null,
  schedule: EMPTY_SCHEDULE,
  ...overrides,
});

beforeEach(() => {
  resetSession();
  signInAsManager(['admin-access']);
});

afterEach(resetSession);

describe('school settings', () => {
  it('saves the name and contact details, with the contract’s message for a bad website', async () => {
    const calls = fakeServer((call) => (call.method === 'PUT' ? { status: 200, data: { data: school({ ...(call.body as object) }) } } : { status: 200, data: { data: school() } }));
    const { user } = renderPage(<SchoolGeneralPage />, { path: '/settings/school/general' });
    const name = await screen.findByLabelText('School name');
    expect(name).toHaveValue('Kalyna School');
    await user.clear(name);
    await user.type(name, 'Kalyna Academy');
    await user.type(screen.getByLabelText('Website'), 'kalyna.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(screen.getByLabelText('Website'), '{Control>}a{/Control}https://kalyna.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['success: School details saved']));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: 'school/general',
      body: { name: 'Kalyna Academy', website: 'https://kalyna.example', country: 'Ukraine', timezone: 'Europe/Kyiv', email: null },
    });
  });

  it('uploads a logo at once with a progress bar and deletes it', async () => {
    let release: () => void = () => undefined;
    const calls = fakeServer((call) => {
      if (call.method === 'PUT') {
        reportUploadProgress(call.config, 1, 4);
        return new Promise((resolve) => {
          release = () => resolve({ status: 200, data: { data: school({ logo: '/files/logo.png' }) } });
        });
      }
      if (call.method === 'DELETE') return { status: 200, data: { data: school() } };
      return { status: 200, data: { data: school() } };
    });
    const { user } = renderPage(<SchoolGeneralPage />, { path: '/settings/school/general' });
    await user.upload(await screen.findByLabelText('Logo'), new File([new Uint8Array(512)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    release();
    await user.click(await screen.findByRole('button', { name: 'Delete logo' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Logo saved', 'success: Logo deleted']));
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual(['PUT school/avatar', 'DELETE school/logo']);
  });

  it('refuses a logo over 1 MB in the browser', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: school() } }));
    const { user } = renderPage(<SchoolGeneralPage />, { path: '/settings/school/general' });
    await user.upload(await screen.findByLabelText('Logo'), new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('saves the working schedule per weekday and refuses an end before the start', async () => {
    const calls = fakeServer((call) => (call.method === 'PUT' ? { status: 200, data: { data: school({ schedule: (call.body as { schedule: SchoolSettings['schedule'] }).schedule }) } } : { status: 200, data: { data: school({ schedule: { ...EMPTY_SCHEDULE, mon: { startTime: '09:00', endTime: '18:00' } } }) } }));
    const { user } = renderPage(<SchoolSchedulePage />, { path: '/settings/school/schedule' });
    expect(await screen.findByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    const end = screen.getByLabelText('End, Saturday');
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be later than the start')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(end);
    await user.type(end, '13:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Working schedule saved']));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      schedule: { ...EMPTY_SCHEDULE, mon: { startTime: '09:00', endTime: '18:00' }, sat: { startTime: '09:00', endTime: '13:00' } },
    });
    expect(within(screen.getByRole('navigation', { name: 'School settings' })).getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
  });
});
