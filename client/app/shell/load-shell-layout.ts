// The signed-in shell's chunk, requested by the shell itself and, as soon as a session is
// likely, by the entry together with the full app's (client/app/root.tsx), so a signed-in page
// load does not wait for the full app to render before asking for it (issue #11).
export const loadShellLayout = () => import('./shell-layout');
