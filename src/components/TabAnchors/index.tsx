import {type ReactNode, startTransition, useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

interface Props {
  /** The query parameter of the tab group (its `groupId` with `queryString`). */
  queryKey: string;
  /** Old heading ids, each with the value of the tab that replaced it. */
  anchors: Record<string, string>;
}

/**
 * Keeps links to headings that became tabs working: each old id is an empty anchor above the tab group,
 * and in the browser selects its tab through the group's query parameter, which Docusaurus's Tabs follow.
 */
export default function TabAnchors({queryKey, anchors}: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
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
