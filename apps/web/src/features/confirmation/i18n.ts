// The confirmation page shares its words with the pop-up (components/confirmation), which owns the namespace.
import '../../components/confirmation/i18n.ts';
