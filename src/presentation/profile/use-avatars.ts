import { useCallback } from 'react';
import type { TiendaClient } from '../../index';
import { useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';

type Account = TiendaClient['account'];

/** The predefined avatars to choose from (asked when the section shows; `reload` after a failure), and choosing one. */
export function usePredefinedAvatars() {
  const source = useClientSource();
  const list = useQuery(['account', 'avatars'], (client) => client.account.listAvatars());
  const setAvatar = useCallback((...args: Parameters<Account['setAvatar']>) => source.get().then((client) => client.account.setAvatar(...args)), [source]);
  return { list, setAvatar };
}
