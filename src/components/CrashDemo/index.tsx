import React, { useState } from 'react';

function Boom(): never {
  throw new Error('Crash demo: thrown on purpose to show the error page');
}

/**
 * Shows writers and reviewers what readers see when a component fails:
 * the theme's error page with its "Try again" button.
 */
export default function CrashDemo(): React.ReactElement {
  const [crashed, setCrashed] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setCrashed(true)}>
        Show the crash page
      </button>
      {crashed && <Boom />}
    </>
  );
}
