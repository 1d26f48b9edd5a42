import { loadConfig } from './load-config';

describe('loadConfig additional user fields', () => {
  it('reads USER_ADDITIONAL_FIELDS with input, output and defaults filled in', () => {
    const config = loadConfig({
      env: {
        USER_ADDITIONAL_FIELDS:
          '{"department":{"type":"string","required":true},"level":{"type":"number","defaultValue":1,"input":false,"returned":false}}',
      },
    });
    expect(config.user.additionalFields).toEqual({
      department: { type: 'string', required: true, input: true, returned: true, defaultValue: null },
      level: { type: 'number', required: false, input: false, returned: false, defaultValue: 1 },
    });
  });
});
