// A page on app.corp.example using the auth service on auth.corp.example (COOKIE_DOMAIN=corp.example).
// The session cookie belongs to corp.example, so every sibling host shares one sign-in; the client
// sends it with each call (credentials: 'include'), which the service allows for trusted origins.
import { createAuthClient } from 'better-auth/client';

const authClient = createAuthClient({ baseURL: import.meta.env.VITE_AUTH_URL });

const status = document.getElementById('status');
const form = document.getElementById('sign-in');
const signOut = document.getElementById('sign-out');

async function show() {
  const { data } = await authClient.getSession();
  status.textContent = data ? `Signed in as ${data.user.email}` : 'Signed out';
  form.hidden = Boolean(data);
  signOut.hidden = !data;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const fields = new FormData(form);
  const { error } = await authClient.signIn.email({ email: fields.get('email'), password: fields.get('password') });
  if (error) status.textContent = error.message;
  else await show();
});

signOut.addEventListener('click', async () => {
  await authClient.signOut();
  await show();
});

show();
