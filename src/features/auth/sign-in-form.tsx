/**
 * The sign-in form: username and password, the service's refusal in its own words, no double submit.
 * A component of its own inside a Suspense boundary of the sign-in page, so that hydrating the painted
 * page is two commits, the page then the form, rather than one long task on a slow phone
 * (docs/decisions/2026-11-24-slow-phone.md).
 */
import { startTransition, useEffect, useState } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isTransient } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useErrorSummary } from '../../components/ui/use-error-summary';
import { useLazyModule } from '../../components/use-lazy-module';
import { whenIdle } from '../../lib/schedule';
import { preloadSignIn, useCreateToken } from '../../queries/auth';
import { IDLE_TIMEOUT_MINUTES } from '../../session/idle-setting';
import { sessionStore } from '../../session/session-store';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * The form's two rules, as react-hook-form's own rules rather than a zod schema: zod's code would then be
 * on the sign-in page's critical path, with every schema type the portal uses elsewhere
 * (docs/decisions/2026-11-23-sign-in-without-zod.md).
 */
const rules = {
  username: { validate: (value) => value.trim() !== '' || 'Enter your username.' },
  password: { validate: (value) => value !== '' || 'Enter your password.' },
} satisfies { [K in keyof LoginValues]: RegisterOptions<LoginValues, K> };

const loginFields = ['username', 'password'];

/**
 * The refusal's words with the technical details, and the error summary: loaded once the page is up,
 * beside the request's code, long before anyone has typed (docs/decisions/2026-11-24-slow-phone.md).
 */
const loadErrorWords = () => import('../../components/ui/error-words');
const loadErrorSummary = () => import('../../components/ui/error-summary');

/**
 * False in the prerendered HTML and while React hydrates it (the form is in the document before React
 * renders it), true once React owns the page: until then the form must not submit natively (that would
 * put the credentials in the URL). Set in a transition after the hydration: an external store's
 * snapshot that changed after hydrating re-rendered the whole form inside the hydration's commit (most
 * of that commit's task).
 */
function useHydrated(): boolean {
  // No form in the document yet: React renders this page afresh (after signing out), nothing to wait for.
  const [hydrated, setHydrated] = useState(() => globalThis.document?.forms.length === 0);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** `returnPath(username)`: where the user goes once signed in. */
export function SignInForm({ returnPath }: { returnPath: (username: string) => string }) {
  const navigate = useNavigate();
  const createToken = useCreateToken();
  // In idle time, not in the hydration's own task: starting downloads is slow on a slow phone.
  useEffect(() => whenIdle(preloadSignIn), []);
  const errorWords = useLazyModule(loadErrorWords);
  const errorSummary = useLazyModule(loadErrorSummary);
  const hydrated = useHydrated();
  const endReason = sessionStore.lastEndReason();
  const [showPassword, setShowPassword] = useState(false);

  const form = useForm<LoginValues>({
    defaultValues: { username: '', password: '' },
    // A failed submit focuses the error summary, whose links lead to each field (GOV.UK).
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const summary = useErrorSummary(errors, loginFields);

  const onSubmit = form.handleSubmit(
    (values) => {
      if (createToken.isPending) return;
      createToken.mutate(
        { username: values.username.trim(), password: values.password },
        {
          onSuccess: (result) => {
            sessionStore.start({ token: result.token, user: result.user, companyToken: result.companyToken });
            void navigate(returnPath(result.user.username), { replace: true });
          },
        },
      );
    },
    () => {
      // One error box at a time: the last refusal is stale once the fields themselves are wrong.
      createToken.reset();
      summary.focusSummary();
    },
  );

  const refusal = createToken.error;
  // Why the last session ended, said until the user tries again.
  const ended = createToken.isPending || refusal ? null : endReason;
  const retry = isTransient(refusal) ? (
    <Button variant="secondary" size="sm" className="mt-3" onClick={() => void onSubmit()}>
      Try again
    </Button>
  ) : null;

  return (
    <>
      {/* Until its code is there, each field still shows its own error. */}
      {errorSummary ? (
        <errorSummary.ErrorSummary
          items={summary.items}
          focusRequests={summary.focusRequests}
          className="mt-4"
        />
      ) : null}
      {ended === 'signed-out' ? (
        <Alert tone="success" className="mt-4">
          You have signed out.
        </Alert>
      ) : null}
      {ended === 'expired' || ended === 'idle' ? (
        <Alert tone="warning" className="mt-4">
          {ended === 'idle'
            ? `You were signed out after ${IDLE_TIMEOUT_MINUTES} minute${IDLE_TIMEOUT_MINUTES === 1 ? '' : 's'} without activity. Please sign in again to continue where you were.`
            : 'Your session has ended. Please sign in again to continue where you were.'}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert tone="error" className="mt-4" title="We could not sign you in">
          {errorWords ? (
            <errorWords.ErrorWords error={refusal}>{retry}</errorWords.ErrorWords>
          ) : (
            // Its code not there (its download failed too): the error's own words.
            <>
              <p>{refusal.message}</p>
              {retry}
            </>
          )}
        </Alert>
      ) : null}

      <form
        method="post"
        className="mt-5 space-y-4"
        noValidate
        onSubmit={onSubmit}
        aria-busy={createToken.isPending}
      >
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...form.register('username', rules.username)}
        />
        <div className="space-y-2">
          <TextField
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.password?.message}
            {...form.register('password', rules.password)}
          />
          <label className="flex min-h-11 w-fit items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={showPassword}
              // Like the Sign in button: in the prerendered page nothing would answer a click yet.
              disabled={!hydrated}
              onChange={(event) => setShowPassword(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            Show password
          </label>
        </div>
        <Button type="submit" className="w-full" disabled={!hydrated || createToken.isPending}>
          {createToken.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </>
  );
}
