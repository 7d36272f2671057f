// Sign-in that explains itself offline. Without a reachable Sanity project the Studio's first
// request (the signed-in user) fails and Sanity shows a crash page; this shows what is missing.
import { createClient } from '@sanity/client';
import { Card, Code, Stack, Text } from '@sanity/ui';
import { catchError, of, throwError } from 'rxjs';
import { createAuthStore, type AuthStore, type LoginComponentProps } from 'sanity';

import { LOCAL_PROJECT_ID } from '../web/lib/local-project';

export type SetupProblem = 'no-project' | 'unreachable';

/**
 * Why the Studio cannot sign in, or null when Sanity's own screen says it better: an answer with
 * an HTTP status (the API was reached) or a blocked origin (Sanity offers to add it to CORS).
 */
export function setupProblem(projectId: string, error: unknown): SetupProblem | null {
  if (projectId === LOCAL_PROJECT_ID) return 'no-project';
  if (error instanceof Error && error.name === 'CorsOriginError') return null;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? null : 'unreachable';
}

function SetupNotice({ problem, projectId }: { problem: SetupProblem; projectId: string }) {
  return (
    <Card padding={4} radius={2} tone="caution" border>
      <Stack space={4}>
        <Text as="h1" size={2} weight="semibold">
          {problem === 'no-project'
            ? 'This Studio needs a Sanity project'
            : 'The Studio cannot reach Sanity'}
        </Text>
        <Text as="p" size={1}>
          {problem === 'no-project'
            ? 'It was built without a project id, so there is no content to sign in to.'
            : `Sanity's API for the project "${projectId}" did not answer: check the connection and reload.`}{' '}
          Set SANITY_PROJECT_ID and SANITY_DATASET to your project and dataset, then build again:
        </Text>
        <Code size={1}>npm run studio:build</Code>
        <Text as="p" size={1} muted>
          The site itself runs without one, on the local content lake.
        </Text>
      </Stack>
    </Card>
  );
}

/** Sanity's sign-in for `projectId`, showing a setup notice in place of the crash page. */
export function authWithSetupNotice(
  projectId: string,
  dataset: string,
  apiVersion: string,
): AuthStore {
  const store = createAuthStore({ projectId, dataset });
  const client = createClient({ projectId, dataset, apiVersion, useCdn: false });
  let problem: SetupProblem | null = null;

  const state = store.state.pipe(
    catchError((error: unknown) => {
      problem = setupProblem(projectId, error);
      if (!problem) return throwError(() => error);
      // Signed out, so Sanity renders the login component below instead of the Studio.
      return of({ authenticated: false, currentUser: null, client });
    }),
  );

  function LoginComponent(props: LoginComponentProps) {
    if (problem) return <SetupNotice problem={problem} projectId={projectId} />;
    return store.LoginComponent ? <store.LoginComponent {...props} /> : null;
  }

  return { ...store, state, LoginComponent };
}
