/** The mock service behaves like the service: authentication, validation and refusals in its style. */
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';

const base = 'http://localhost:3000';

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function token(
  username: string = DEMO_CREDENTIALS.username,
  password: string = DEMO_CREDENTIALS.password,
) {
  const { body } = await call('/api/v1/auth/create-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (body.data as { token: string }).token;
}

const bearer = (t: string) => ({ Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' });

describe('mock service', () => {
  it('refuses a wrong password in the service style', async () => {
    const { status, body } = await call('/api/v1/auth/create-token', {
      method: 'POST',
      body: JSON.stringify({ username: DEMO_CREDENTIALS.username, password: 'guess' }),
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      success: false,
      message: 'Invalid username or password!',
      data: {},
      meta: {},
      errors: [],
    });
  });

  it('answers 401 without a bearer token, and with one it did not issue', async () => {
    const missing = await call('/api/v1/report-types?company_token=cmp_KEYST0NE');
    expect(missing.status).toBe(401);
    expect(missing.body.success).toBe(false);
    const forged = await call('/api/v1/report-types?company_token=cmp_KEYST0NE', {
      headers: bearer('tok_forged'),
    });
    expect(forged.status).toBe(401);
  });

  it('refuses a missing company token with 422 and a Joi-style error element', async () => {
    const { status, body } = await call('/api/v1/report-types', { headers: bearer(await token()) });
    expect(status).toBe(422);
    expect(body.message).toBe('Data validation failed.');
    expect(body.errors).toEqual([
      { message: '"company_token" is required', key: 'company_token', label: 'company_token' },
    ]);
  });

  it("refuses another company's token", async () => {
    const { status, body } = await call('/api/v1/user/loan-officers?company_token=cmp_FR3SHST', {
      headers: bearer(await token()),
    });
    expect(status).toBe(422);
    expect(body.message).toBe(
      "The company token you provided, is either invalid OR you don't have access to it!",
    );
  });

  it('refuses an unknown report type slug', async () => {
    const { status, body } = await call('/api/v1/tat?company_token=cmp_KEYST0NE&report_type=land-survey', {
      headers: bearer(await token()),
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      {
        message: '"report_type" must be one of [prop-value, reno-arv, reo-strategy]',
        key: 'report_type',
        label: 'report_type',
        value: 'land-survey',
      },
    ]);
  });

  it('refuses an unknown body field with HTTP 200 and success:false', async () => {
    const { status, body } = await call('/api/v1/order/pricingParameters', {
      method: 'POST',
      headers: bearer(await token()),
      body: JSON.stringify({
        company_token: 'cmp_KEYST0NE',
        report_type: 'reno-arv',
        inspection_type: 'none',
        turnaround_time: 'standard',
        residential_property_type: 'sfr',
        state: 'TX',
        postal_code: '75201',
        number_of_units: '2',
      }),
    });
    expect(status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.message).toBe('"number_of_units" is not allowed');
  });

  it('refuses a bad email on company update and stores nothing', async () => {
    const t = await token();
    const company = {
      name: 'Keystone',
      nickname: 'K',
      email: 'not-an-email',
      phone: '+16145550142',
      address: '1 Main St',
      city: 'Columbus',
      state: 'OH',
      postal_code: '43215',
    };
    const refused = await call('/api/v1/company/cmp_KEYST0NE/update', {
      method: 'PUT',
      headers: bearer(t),
      body: JSON.stringify(company),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { message: '"email" must be a valid email', key: 'email', label: 'email', value: 'not-an-email' },
    ]);
    const stored = await call('/api/v1/company/cmp_KEYST0NE/update', {
      method: 'PUT',
      headers: bearer(t),
      body: JSON.stringify({ ...company, email: 'ops@keystone.example', city: 'Dublin' }),
    });
    expect((stored.body.data as { company: Record<string, string> }).company).toMatchObject({
      email: 'ops@keystone.example',
      city: 'Dublin',
    });
  });

  it('answers retrieve-response with the service messages for missing, unknown and unfinished orders', async () => {
    const headers = bearer(await token());
    const none = await call('/api/v1/order/retrieve-response', { headers });
    expect(none.body.message).toBe('At least one of Intake token or Order token is required!');
    const unknown = await call('/api/v1/order/retrieve-response?intake_token=int_NOPE&order_token=ord_NOPE', {
      headers,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(
      "The intake token you provided, is either invalid OR you don't have access of the order associated with it!",
    );
    const pending = await call(
      '/api/v1/order/retrieve-response?intake_token=int_8F3K2M&order_token=ord_9N4W6P',
      { headers },
    );
    expect(pending.status).toBe(422);
    expect(pending.body.message).toBe('Report is not completed yet!');
  });
});
