import { type AppLoadContext, data, redirect } from 'react-router';
import { type Role, safeNextPath } from '../../domain/roles';
import { translator } from '../../i18n/translate';
import type { ApiAnswer } from '../../server/pages/context';

/**
 * The account forms (sign-in, register, forgot and reset password, profile, password, log out)
 * posted without JavaScript, or before the page's script has loaded. Each action posts the form to
 * the site's own API in process (`context.api`): the same rules, limits and messages as the page's
 * script gets. A form that is refused comes back with its message, its field errors and what the
 * visitor typed (passwords excepted).
 */
export interface AccountFormResult {
  ok: boolean;
  /** Which of a page's forms answered (the dashboard has two). */
  form: string;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** The form's text fields, without passwords: those are never sent back into a page. */
async function readForm(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, value] of await request.formData()) if (typeof value === 'string') values[key] = value;
  return values;
}

const kept = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !/password/.test(key)));

const withCookies = (answer: ApiAnswer) => {
  const headers = new Headers();
  for (const cookie of answer.cookies) headers.append('set-cookie', cookie);
  return headers;
};

function result(form: string, answer: ApiAnswer, values: Record<string, string>) {
  const errors = Object.fromEntries((answer.body.errors ?? []).map((e) => [e.path, e.msg]));
  const ok = answer.status < 300;
  return data<AccountFormResult>(
    { ok, form, message: answer.body.message ?? '', errors, values: ok ? {} : kept(values) },
    { status: answer.status, headers: withCookies(answer) },
  );
}

/** The passwords differ: refused here, as the page's script refuses it, before the API is asked. */
function mismatch(context: AppLoadContext, form: string, values: Record<string, string>) {
  const msg = translator(context.lang)('auth.errors.passwordsMismatch');
  return data<AccountFormResult>(
    {
      ok: false,
      form,
      message: translator(context.lang)('common.error.fixBelow'),
      errors: { confirm_password: msg },
      values: kept(values),
    },
    { status: 400 },
  );
}

export async function loginAction(context: AppLoadContext, request: Request) {
  const values = await readForm(request);
  const answer = await context.api('POST', '/api/auth/login', {
    email: values.email ?? '',
    password: values.password ?? '',
    remember: values.remember === 'on',
  });
  if (answer.status !== 200) return result('login', answer, values);
  const role = (answer.body.user as { role: Role }).role;
  const next = new URL(request.url).searchParams.get('next');
  return redirect(safeNextPath(next, role), { headers: withCookies(answer) });
}

export async function registerAction(context: AppLoadContext, request: Request) {
  const values = await readForm(request);
  if (values.password !== values.confirm_password) return mismatch(context, 'register', values);
  const { confirm_password: _confirm, ...fields } = values;
  if (fields.user_type !== 'specialist') delete fields.company_name;
  return result('register', await context.api('POST', '/api/auth/register', fields), values);
}

export async function forgotPasswordAction(context: AppLoadContext, request: Request) {
  const values = await readForm(request);
  return result('forgot', await context.api('POST', '/api/auth/forgot-password', { email: values.email ?? '' }), values);
}

export async function resetPasswordAction(context: AppLoadContext, request: Request) {
  const values = await readForm(request);
  if (values.password !== values.confirm_password) return mismatch(context, 'reset', values);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return result(
    'reset',
    await context.api('POST', '/api/auth/reset-password', { token, password: values.password ?? '' }),
    values,
  );
}

/** The dashboard's forms, told apart by the submit button's `intent`. */
export async function dashboardAction(context: AppLoadContext, request: Request) {
  const values = await readForm(request);
  // The client hub's forms (docs/clients.md): a message to the company, the hub's language.
  if (values.intent === 'hub-message')
    return result('hub-message', await context.api('POST', '/api/hub/messages', { message: values.message ?? '' }), values);
  if (values.intent === 'hub-language') {
    const answer = await context.api('PUT', '/api/hub/language', { language: values.language ?? '' });
    // The page follows at once: ?lang= sets the language cookie.
    if (answer.status < 300) return redirect(`/dashboard?lang=${values.language}`);
    return result('hub-language', answer, {});
  }
  if (values.intent === 'hub-sign-out') {
    const answer = await context.api('POST', '/api/hub/sign-out', {});
    return redirect('/', { headers: withCookies(answer) });
  }
  if (!context.user) throw redirect('/login?next=%2Fdashboard');
  if (values.intent === 'verify-email')
    return result('verify-email', await context.api('POST', '/api/account/email-verification', {}), {});
  if (values.intent === 'password') {
    if (values.new_password !== values.confirm_password) return mismatch(context, 'password', values);
    const answer = await context.api('POST', '/api/account/password', {
      current_password: values.current_password ?? '',
      new_password: values.new_password ?? '',
    });
    return result('password', answer, values);
  }
  const { intent: _intent, ...profile } = values;
  return result('profile', await context.api('PUT', '/api/account/profile', profile), values);
}

/** /hub/sign-in: ask for a link (an address), or open the hub with the link's token (the button posts it). */
export async function hubSignInAction(context: AppLoadContext, request: Request) {
  const values = await readForm(request);
  const token = new URL(request.url).searchParams.get('token');
  if (values.intent === 'open' && token) {
    const answer = await context.api('POST', '/api/hub/session', { token });
    if (answer.status < 300) return redirect('/dashboard', { headers: withCookies(answer) });
    return result('open', answer, {});
  }
  return result('link', await context.api('POST', '/api/auth/sign-in-link', { email: values.email ?? '' }), values);
}

/** The e-mailed confirmation link's page: its button posts the token from the page's address. */
export async function verifyEmailAction(context: AppLoadContext, request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return result('verify', await context.api('POST', '/api/auth/verify-email', { token }), {});
}

/** Log out from the header's account menu: the session ends, the visitor lands on the home page. */
export async function logoutAction(context: AppLoadContext) {
  const answer = await context.api('POST', '/api/auth/logout', {});
  return redirect('/', { headers: withCookies(answer) });
}
