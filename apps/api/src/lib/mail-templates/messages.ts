/**
 * Every text of every e-mail, in one place so a copy editor can change them without touching markup.
 * `{name}` placeholders are filled (and HTML-escaped) by the renderer; nothing here is HTML.
 */
export const mailMessages = {
  layout: {
    brand: 'Weekends',
    greeting: 'Hi {firstName},',
    greetingNoName: 'Hi there,',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    footerHelp: 'Questions? Write to us at {supportEmail}.',
    footerMadeIn: 'Made in the UAE',
    footerWhy: 'You received this e-mail because of an action on your Weekends account.',
  },
  'email-confirmation': {
    subject: 'Confirm your e-mail address',
    preheader: 'One click and your Weekends account is ready.',
    heading: 'Confirm your e-mail address',
    paragraphs: [
      'Thanks for signing up to Weekends. Please confirm that {email} is your e-mail address.',
      'The link is valid for {validHours} hours. If you did not create an account, you can ignore this e-mail.',
    ],
    button: 'Confirm e-mail address',
  },
  'password-reset': {
    subject: 'Your Weekends password reset code',
    preheader: 'Your code is {code}. It is valid for {validMinutes} minutes.',
    heading: 'Reset your password',
    paragraphs: ['Use this code to reset your Weekends password:'],
    codeNote: 'The code is valid for {validMinutes} minutes and can be used once. If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
    button: 'Enter the code',
  },
  welcome: {
    subject: 'Welcome to Weekends',
    preheader: 'Your e-mail address is confirmed. Your next weekend starts here.',
    heading: 'Welcome to Weekends',
    paragraphs: [
      'Your e-mail address is confirmed and your account is ready.',
      'Discover curated experiences across the seven emirates, from Thursday evening to Saturday night, and save your favourites for later.',
    ],
    button: 'Explore experiences',
  },
} as const;

export const supportEmail = 'support@weekends.ae';
