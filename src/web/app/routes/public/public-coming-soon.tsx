import { ComingSoon } from '../../../components/layout/coming-soon';
import { PublicFrame } from '../../../components/layout/public-frame';

export function PublicComingSoon({ title }: { title: string }) {
  return (
    <PublicFrame>
      <ComingSoon title={title} />
    </PublicFrame>
  );
}
