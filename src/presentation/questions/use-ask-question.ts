import { useMemo } from 'react';
import type { TiendaClient } from '../../index';
import { useClientSource } from '../app/tienda-context';
import { signedInOnceKnown } from '../reviews/signed-in';
import { useQuery } from '../shared/use-query';

type Questions = TiendaClient['questions'];

/**
 * «Hacer una pregunta»'s view model: whether a user is signed in (null until
 * the session is known; false when it cannot be), and the questions' calls.
 */
export function useAskQuestion() {
  const source = useClientSource();
  const session = useQuery(['session', 'signedIn'], (client) => signedInOnceKnown(client));
  const signedIn = session.status === 'ready' ? session.data : session.status === 'error' ? false : null;
  const calls = useMemo(() => {
    const questions = () => source.get().then((client) => client.questions);
    return {
      searchForAnswer: (...args: Parameters<Questions['searchForAnswer']>) => questions().then((q) => q.searchForAnswer(...args)),
      feedback: (...args: Parameters<Questions['feedback']>) => questions().then((q) => q.feedback(...args)),
      ask: (...args: Parameters<Questions['ask']>) => questions().then((q) => q.ask(...args)),
    };
  }, [source]);
  return { signedIn, ...calls };
}
