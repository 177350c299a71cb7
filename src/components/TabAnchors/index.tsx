import {startTransition, useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

/** Keeps links to headings that became tabs working: each old id selects its tab by the query parameter `queryKey`. */
export default function TabAnchors({queryKey, anchors}: {queryKey: string; anchors: Record<string, string>}) {
  const [location, history] = [useLocation(), useHistory()];
  useEffect(() => {
    const value = anchors[decodeURIComponent(location.hash.slice(1))];
    const search = new URLSearchParams(location.search);
    if (value === undefined || search.get(queryKey) === value) return;
    search.set(queryKey, value);
    // A transition lets the parts of the page still hydrating finish first (React's recoverable error 520).
    startTransition(() => history.replace({...location, search: search.toString()}));
  }, [anchors, queryKey, location, history]);
  return Object.keys(anchors).map((id) => <span key={id} id={id} />);
}
