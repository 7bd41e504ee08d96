/**
 * The app's job stores are made by the first page that runs a job (use-job-store.ts) and kept in the
 * app's slot (job-stores-slot.ts): nothing is made before a page asks, the stores outlive the page that
 * made them (a sign-out still reaches them) and stop listening when the app ends.
 */
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ManagedStore } from '../../src/session/job-stores';
import {
  createJobStoresSlot,
  disconnectJobStores,
  JobStoresContext,
  type JobStoresSlot,
} from '../../src/session/job-stores-slot';
import { sessionStore } from '../../src/session/session-store';
import { useJobStore } from '../../src/session/use-job-store';
import { signIn } from '../render';

const managed = () => ({
  pause: vi.fn<() => void>(),
  unloading: vi.fn<() => void>(),
  shown: vi.fn<() => void>(),
  flush: vi.fn<() => void>(),
  dispose: vi.fn<() => void>(),
});

function Page({ create }: { create: () => ManagedStore }) {
  useJobStore('job', create);
  return <p>page</p>;
}

function app(slot: JobStoresSlot, page: boolean, create: () => ManagedStore) {
  return (
    <JobStoresContext value={slot}>{page ? <Page create={create} /> : <p>other page</p>}</JobStoresContext>
  );
}

describe('the job stores slot', () => {
  it('has no stores until a page runs a job; they outlive that page and hear a sign-out', async () => {
    await signIn();
    const slot = createJobStoresSlot();
    const store = managed();
    const create = vi.fn(() => store);
    const view = render(app(slot, false, create));
    expect(slot.stores).toBeNull();

    view.rerender(app(slot, true, create));
    expect(create).toHaveBeenCalledTimes(1);
    view.rerender(app(slot, false, create));
    sessionStore.end('signed-out');
    expect(store.dispose).toHaveBeenCalledTimes(1);
    view.unmount();
    disconnectJobStores(slot);
  });

  it('stops listening when the app ends', async () => {
    await signIn();
    const slot = createJobStoresSlot();
    const store = managed();
    const view = render(app(slot, true, () => store));
    view.unmount();
    disconnectJobStores(slot);
    sessionStore.end('signed-out');
    expect(store.dispose).not.toHaveBeenCalled();
  });
});
