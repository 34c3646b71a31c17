import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './styles/font-fallback.css';
import './styles/theme.css';
import './styles/base.css';

// The app's modules are evaluated in two tasks, React's DOM renderer (the largest) first, then the
// rest after a yield: evaluated at once they hold a slow phone's main thread for one long task
// (Lighthouse's total blocking time). (A step per library would cost more than it saves: a module
// imported dynamically is kept whole, every export, where a static import keeps what is used.)
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
const { startApp } = await import('./app/start.tsx');
await startApp();
