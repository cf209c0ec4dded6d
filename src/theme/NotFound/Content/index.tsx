import React from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';

type Props = WrapperProps<typeof ContentType>;

const sections = [
  { to: '/toolhive', label: 'ToolHive overview' },
  { to: '/toolhive/guides-cli', label: 'CLI guides' },
  { to: '/toolhive/guides-ui', label: 'UI guides' },
  { to: '/toolhive/guides-k8s', label: 'Kubernetes operator guides' },
  { to: '/toolhive/reference/cli/thv', label: 'CLI reference' },
];

// Wraps the stock page so its text and translations stay; adds the sections
// a lost reader most likely wanted.
export default function ContentWrapper(props: Props): React.ReactElement {
  return (
    <>
      <Content {...props} />
      <nav aria-label="Main sections" className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h2>Try one of these sections</h2>
            <ul>
              {sections.map((s) => (
                <li key={s.to}>
                  <Link to={s.to}>{s.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
