import { useCallback } from 'react';
import type { Settings } from '../../domain/account/profile';
import { useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';

/**
 * `/cuenta/ajustes`' view model: the notification settings (null while they
 * load), `setSettings` to show a change before it is saved, and `update` to save it.
 */
export function useNotificationSettings() {
  const source = useClientSource();
  const query = useQuery(['account', 'settings'], (client) => client.account.loadSettings());
  const update = useCallback((change: Partial<Settings>) => source.get().then((client) => client.account.updateSettings(change)), [source]);
  return {
    settings: query.data ?? null,
    loadFailure: query.status === 'error' ? query.error : null,
    reload: query.reload,
    setSettings: query.set,
    update,
  };
}
