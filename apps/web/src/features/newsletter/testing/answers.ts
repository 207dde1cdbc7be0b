/** The newsletter endpoint's answers, for the fake backend's routes. */
export const subscribed = { status: 201, body: { message: 'Subscribed Successfully' } };
export const alreadySubscribed = {
  status: 409,
  body: { statusCode: 409, code: 'ALREADY_SUBSCRIBED', message: 'Already Subscribed' },
};
