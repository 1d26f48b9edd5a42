import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

const RouterAnchor = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>(
  function RouterAnchor(props, ref) {
    return <Anchor ref={ref} {...props} />;
  },
);

/** A Mantine anchor that navigates inside the dashboard, with the router's typed `to`, `params` and `search`. */
export const AnchorLink = createLink(RouterAnchor);
