// The signed-in shell's chunk, requested by the shell itself and, as soon as a session is
// likely, by the entry together with the full app's (client/app/root.tsx), so a signed-in page
// load does not wait for the full app to render before asking for it (issue #11). Once it has
// run it asks for the screen of the page's path (issue #18: every section is a chunk of its own),
// so that screen does not wait for the shell to render either. It resolves once the class merging
// the shell's components use is prepared, in a task of its own before their first render.
export const loadShellLayout = () =>
  import('./shell-layout').then(async (module) => {
    module.loadSectionForPath(window.location.pathname);
    await module.prepareClassMerging();
    return module;
  });
