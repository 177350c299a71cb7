import {type ReactNode, startTransition, useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

interface Props {
  /** The query parameter of the tab group (its `groupId` with `queryString`). */
  queryKey: string;
  /** Old heading ids, each with the value of the tab that replaced it. */
  anchors: Record<string, string>;
}

/**
 * Keeps links to headings that became tabs working. Each old id is an empty
 * anchor placed just above the tab group, so `#express` lands on the group
 * even without JavaScript; in the browser, the tab it names is selected by
 * setting the group's query parameter, which Docusaurus's Tabs follow.
 */
export default function TabAnchors({queryKey, anchors}: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  useEffect(() => {
    const value = anchors[decodeURIComponent(location.hash.slice(1))];
    const search = new URLSearchParams(location.search);
    if (value === undefined || search.get(queryKey) === value) return;
    search.set(queryKey, value);
    // A transition: parts of the page still hydrating finish first instead
    // of being rendered again from scratch (React's recoverable error 520).
    startTransition(() => history.replace({...location, search: search.toString()}));
  }, [anchors, queryKey, location, history]);
  return Object.keys(anchors).map((id) => <span key={id} id={id} />);
}
