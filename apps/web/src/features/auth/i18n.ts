// The 'auth' namespace is shared with the login pop-up, whose forms these pages reuse; it registers itself there.
import '../login-dialog/i18n.ts';
