import React, { useEffect } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

// The inline script hides the bar before hydration when an earlier bar was
// dismissed, even if the announcement id has changed since (theme-classic
// 3.10). Once React knows the bar is active again, lift that CSS flag.
export default function AnnouncementBarWrapper(props: Props): React.ReactElement {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
