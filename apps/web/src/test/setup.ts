import '@testing-library/jest-dom/vitest';
import '../lib/i18n.ts';
// Unit tests render components without their route modules, which load the feature namespaces in the app.
import '../features/home/i18n.ts';
import '../features/listing/i18n.ts';
import '../features/activity/i18n.ts';
import '../components/planner/i18n.ts';
import '../components/cardI18n.ts';
