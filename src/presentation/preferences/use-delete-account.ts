import { useCallback } from 'react';
import { useAccount } from '../account/use-account';
import { useClientSource } from '../app/tienda-context';

/**
 * «Eliminar tu cuenta»'s action: `deleteAccount()` deletes the signed-in account (loading the library first when
 * needed). It resolves once the account is gone, also when the server deleted it and a later step on this device
 * failed; it rejects, with the failure for the form's alert, only while the account is still signed in.
 */
export function useDeleteAccount(): () => Promise<void> {
  const account = useAccount();
  const source = useClientSource();
  return useCallback(async () => {
    try {
      await (await account()).deleteAccount();
    } catch (error) {
      // When the server already deleted the account and a later step on this device failed, the account is gone all the same.
      if (source.peek()?.session.store.getSnapshot().authState === 'authenticatedUser') throw error;
    }
  }, [account, source]);
}
