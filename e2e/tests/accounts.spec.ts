import { expect, type Page, test } from '@playwright/test';
import { createAccount, resetLink, uniqueEmail, verificationCode } from './support/accounts';
import { audit } from './support/axe';
import { contrast } from './support/contrast';
import { signInAs } from './support/session';

async function logIn(page: Page, email: string, password: string) {
  // the login form itself, not the page the router keeps on screen while it loads
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('accounts', () => {
  test('sign up, verify, log out, log in, reset the password and log in with the new one', async ({
    page,
  }) => {
    test.slow(); // a whole life cycle of an account, with four password hashes
    const email = uniqueEmail('journey');
    const password = 'Silk-and-lace-2025';

    await page.goto('/signUp');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await page.getByLabel('Full name').fill('Lan Nguyễn');
    await page.getByLabel('Email address').fill(`  ${email.toUpperCase()} `);
    const passwordInput = page.getByLabel('Password', { exact: true });
    await passwordInput.fill('password');
    await expect(page.getByText('Weak', { exact: true })).toBeVisible();
    await passwordInput.fill(password);
    await expect(page.getByText('Strong', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordInput).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Signup successful! Please verify your email.')).toBeVisible();
    await expect(page).toHaveURL('/verify-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(page.getByRole('main').getByText(email).first()).toBeVisible();

    // The code is typed loosely (lower case, a space): the field keeps capitals and digits only.
    const code = await verificationCode(email);
    const codeInput = page.getByLabel('Verification code');
    await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    await codeInput.fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    await expect(codeInput).toHaveValue(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
    await logIn(page, email, password);
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    // the router keeps the old page on screen while the new one loads: wait for the new one
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    const asked = Date.now() - 1000;
    await page.getByLabel('Email address').fill(email);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Password reset email sent successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

    const link = await resetLink(email, { after: asked });
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\/.+/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const newPassword = 'Velvet-Queen-2026';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password reset successfully')).toBeVisible();
    await expect(page).toHaveURL('/login');

    await logIn(page, email, password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('sign-up shows the required messages beside their fields and sends nothing', async ({ page }) => {
    let posted = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/signup')) posted += 1;
    });
    await page.goto('/signUp');
    await page.getByRole('button', { name: 'Create account' }).click();
    // said once, for the form, not under each field; every empty field points at it
    await expect(page.getByText('All fields are required')).toHaveCount(1);
    const name = page.getByLabel('Full name');
    await expect(name).toBeFocused();
    for (const field of [
      name,
      page.getByLabel('Email address'),
      page.getByLabel('Password', { exact: true }),
    ]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await field.getAttribute('aria-describedby'))?.split(' ').at(-1);
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('All fields are required');
    }
    // filled in, the field is no longer marked
    await name.fill('Lan');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email address').fill('lan@example');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    expect(posted).toBe(0);
  });

  test('placeholders look like placeholders: 3:1 away from typed text, 4.5:1 on the field', async ({
    page,
  }) => {
    const colours = (field: ReturnType<Page['getByLabel']>) =>
      field.evaluate((el) => ({
        placeholder: getComputedStyle(el, '::placeholder').color,
        typed: getComputedStyle(el).color,
        field: getComputedStyle(el).backgroundColor,
      }));
    // light fields (the design system's Input) and the newsletter's dark one
    for (const [path, field] of [
      ['/signUp', page.getByLabel('Full name')],
      ['/signUp', page.getByLabel('Email address')],
      ['/', page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' })],
    ] as const) {
      await page.goto(path);
      await expect(field).toHaveAttribute('placeholder', /.+/);
      const c = await colours(field);
      expect(contrast(c.placeholder, c.field), `${path} placeholder on its field`).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(
        contrast(c.placeholder, c.typed),
        `${path} placeholder against typed text`,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  test('an address already taken shows the server’s error', async ({ page, request }) => {
    const account = await createAccount(request, { verified: false });
    await page.goto('/signUp');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
    await expect(page).toHaveURL('/signUp');
  });

  test('an unverified user is sent to /verify-email with the address filled in, and can ask for a new code', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, { verified: false });
    await page.goto('/login');
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL('/verify-email');
    await expect(page.getByRole('main').getByText(account.email).first()).toBeVisible();

    // The guards keep sending them here until the address is verified.
    await page.goto('/profile');
    await expect(page).toHaveURL('/verify-email');

    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Verification code is required')).toBeVisible();
    await page.getByLabel('Verification code').fill('ZZZZZZ');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Invalid or expired verification code')).toBeVisible();

    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText('Verification email sent successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    const code = await verificationCode(account.email, { after: asked });
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    // signed up in another browser (the API's): the proof ends the sign-up password, so she chooses one
    await expect(page).toHaveURL('/choose-password');
    await page.getByLabel('New password', { exact: true }).fill('a fresh password 24');
    await page.getByLabel('Confirm new password', { exact: true }).fill('a fresh password 24');
    await page.getByRole('button', { name: 'Save password' }).click();
    // on to where she was heading when the guard sent her to verify
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });

  test('an address already verified is told so, gets no session, and is sent to log in with it filled in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/verify-email');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Verification code').fill('ZZZZZZ');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('This email is already verified. Please log in.')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Email address')).toHaveValue(account.email);
    // no session came with it: the account pages still ask to log in
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
  });

  test('a guard-sent visitor comes back to where they were going after logging in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });

  test('the 6th wrong password in 15 minutes is refused without asking the server', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    let loginCalls = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/login')) loginCalls += 1;
    });
    await page.goto('/login');
    const alert = page.getByRole('alert');
    for (let i = 1; i <= 5; i++) {
      await logIn(page, account.email, `wrong-password-${i}`);
      await expect(alert).toHaveText('Invalid email or password');
      await expect.poll(() => loginCalls).toBe(i);
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
    }
    await logIn(page, account.email, account.password);
    await expect(alert).toHaveText('Too many login attempts. Please try again later.');
    expect(loginCalls).toBe(5);

    // A reload forgets the client's count; the server's throttle (429) responds with the same words.
    await page.reload();
    await logIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText('Too many login attempts. Please try again later.');
    expect(loginCalls).toBe(6);
    await expect(page).toHaveURL('/login');
  });

  test('the profile edits details, changes the password, and deleting the account signs out', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/login');
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(account.name);

    await page.getByLabel('Phone number').fill('call me maybe');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await page.getByLabel('Phone number').fill('+84 912 345 678');
    await page.getByLabel('Delivery address').fill('12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh');
    await page.getByLabel('Language of our emails').selectOption('vi');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone number')).toHaveValue('+84 912 345 678');
    await expect(page.getByLabel('Delivery address')).toHaveValue(
      '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
    );
    await expect(page.getByLabel('Language of our emails')).toHaveValue('vi');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('Pearl-Princess-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct')).toBeVisible();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(`Type ${account.email} to confirm`).fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog.getByText('This does not match your email address')).toBeVisible();
    await dialog.getByLabel(`Type ${account.email} to confirm`).fill(account.email);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.goto('/login');
    await logIn(page, account.email, 'Pearl-Princess-2026');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('a Google-made account without a password is offered to set one', async ({ page }) => {
    // The harness makes accounts without a password, as Google sign-in does.
    await signInAs(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await page.getByLabel('New password', { exact: true }).fill('Rose-Darling-2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Password set successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeVisible();
  });

  test('Google buttons stay hidden when no client id was built in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  });

  test('the account pages have no accessibility violations', async ({ page }) => {
    for (const path of ['/signUp', '/forgot-password', '/verify-email', '/reset-password/some-token']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page);
    }
    await page.goto('/signUp');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('All fields are required').first()).toBeVisible();
    await audit(page);
  });

  test('the profile page has no accessibility violations', async ({ page }) => {
    await signInAs(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await audit(page);
  });
});

test.describe('accounts in Vietnamese', () => {
  test('the forms, their labels and the SPEC messages are translated', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: /Tiếng Việt/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    await expect(page.getByLabel('Địa chỉ email')).toBeVisible();
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByText('Vui lòng nhập email và mật khẩu')).toHaveCount(2);

    const account = await createAccount(request);
    await page.getByLabel('Địa chỉ email').fill(account.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('sai-mat-khau');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Email hoặc mật khẩu không đúng');

    await page.getByRole('link', { name: 'Tạo tài khoản' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tạo tài khoản' })).toBeVisible();
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Lumière-2025!');
    await expect(page.getByText('Mạnh', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    // said once for the form, the two empty fields marked
    await expect(page.getByText('Vui lòng điền đầy đủ thông tin')).toHaveCount(1);
    await expect(page.locator('input[aria-invalid="true"]')).toHaveCount(2);
  });
});

test.describe('accounts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('forgot password works at 390 px from the keyboard, without sideways scrolling', async ({
    page,
    request,
  }) => {
    // an address longer than a phone's line: the page that names it must wrap it, not widen
    const account = await createAccount(request, { email: uniqueEmail('nguyen.thi.thanh.huong.saigon') });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    const email = page.getByLabel('Email address');
    await email.focus();
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill(account.email);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Password reset email sent successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const link = await resetLink(account.email);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Garden-Reverie-2026');
    await page.getByLabel('Confirm new password').fill('Garden-Reverie-2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login');
    await logIn(page, account.email, 'Garden-Reverie-2026');
    await expect(page).toHaveURL('/');
  });

  test('the profile and its delete dialog fit a phone, even with a long address', async ({ page }) => {
    await signInAs(page, { email: uniqueEmail('nguyen.thi.thanh.huong.saigon') });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the dialog's label names the address: it must wrap inside the dialog, not push it sideways
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByRole('textbox')).toBeVisible();
    const widths = await dialog.evaluate((d) =>
      [d, ...Array.from(d.querySelectorAll('*'))]
        .filter((el) => el instanceof HTMLElement)
        .map((el) => el.scrollWidth - el.clientWidth),
    );
    expect(Math.max(...widths)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
