import { useLayoutEffect, useRef, useState } from 'react';
import { Text, type TextProps } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import classes from './user-text.module.css';

interface UserTextProps extends TextProps {
  /** A string someone typed (a name, an e-mail, a user agent): of any length, with words of any length. */
  children: string;
  /** Lines shown before the text is cut with an ellipsis. */
  lines?: number;
  /** What the hover shows when the text is cut; the text itself by default (an id, for example). */
  fullText?: string;
  component?: 'p' | 'span' | 'div';
}

/**
 * A user-given string that never widens its container: it breaks anywhere, is cut after `lines` lines,
 * and shows in full on hover while cut. The whole string stays in the page for screen readers.
 * The hover is the browser's own (`title`): Mantine's Tooltip would add its floating-ui parts to the
 * entry chunk that every page, sign-in included, loads.
 */
export function UserText({ children, lines = 1, fullText, component = 'p', ...textProps }: UserTextProps) {
  const elementRef = useRef<HTMLParagraphElement>(null);
  const size = useElementSize<HTMLParagraphElement>();
  const ref = useMergedRef(elementRef, size.ref);
  const [isCut, setIsCut] = useState(false);

  // Measured after each change of size, so the hover text is ready before the pointer arrives.
  useLayoutEffect(() => {
    const element = elementRef.current;
    if (element) setIsCut(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth);
  }, [size.width, size.height, children]);

  const hover = fullText ?? children;
  return (
    <Text
      ref={ref}
      component={component}
      lineClamp={lines}
      className={classes.text}
      data-cut={isCut || undefined}
      title={isCut || fullText ? hover : undefined}
      {...textProps}
    >
      {children}
    </Text>
  );
}
