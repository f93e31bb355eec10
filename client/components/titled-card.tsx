import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type TitledCardProps = {
  title: ReactNode;
  /** A line under the title about what the card is for. */
  description: ReactNode;
  testId?: string;
  /** The card's own classes (e.g. a red border for what cannot be undone). */
  className?: string;
  contentClassName?: string;
  /** The title's id, when something else in the card is named by it too. */
  titleId?: string;
  children: ReactNode;
};

/** A card named by its title (a settings card, the households): title, description, content. */
export function TitledCard({
  title,
  description,
  testId,
  className,
  contentClassName,
  titleId,
  children,
}: TitledCardProps) {
  const ownId = `${useId()}-title`;
  const headingId = titleId ?? ownId;
  return (
    <Card aria-labelledby={headingId} className={className} data-testid={testId}>
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
