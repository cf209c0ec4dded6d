import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

// Adds the Markdown actions above every doc page's content.
export default function ContentWrapper(props: Props): React.ReactElement {
  const { metadata } = useDoc();
  return (
    <>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
