/** The keys that focus the search box (the search plugin's shortcut option; `mod` is Ctrl, or ⌘ on a Mac). */
export const searchShortcut = 'mod+k';
