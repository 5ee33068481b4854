import '../metagame/metagame.css';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { LoadingState } from '../components/loading-state';
import { MatchupHeatmap } from '../metagame/matchup-heatmap';
import { windowOf, type MetaWindow } from '../metagame/meta-window';
import { ShareTable } from '../metagame/share-table';
import { TournamentList } from '../metagame/tournament-list';
import { TournamentView } from '../metagame/tournament-view';
import { TrendChart } from '../metagame/trend-chart';
import { WindowPicker } from '../metagame/window-picker';

/** Every format with imported events, the one of the newest event first: what the format picker offers. */
function useFormats() {
  return useApi(async () => {
    const result = await api.GET('/api/v1/meta/formats');
    return { ...result, data: result.data?.formats.map((f) => f.format) };
  }, []);
}

/**
 * The public metagame of a format over a window of days (anonymous, like the card pages): the share
 * of each archetype, its weekly trend, the matchup matrix and the tournaments behind them. Window,
 * minimum matches, tournament page and the tournament opened live in the URL, so Back and shared
 * links work.
 */
export function MetagamePage() {
  const [params, setParams] = useSearchParams();
  const formats = useFormats();
  if (formats.loading && !formats.data) return <LoadingState />;
  const known = formats.data ?? [];
  const window = windowOf(params, known[0] ?? '');
  const minMatches = Math.max(0, Math.floor(Number(params.get('min_matches')) || 0));
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const tournament = params.get('tournament');

  /** The page's address for a window and its extras; each change is a history entry. */
  const go = (next: { window?: MetaWindow; minMatches?: number; page?: number; tournament?: string }) => {
    const { format, from, to, weighting } = next.window ?? window;
    const min = next.minMatches ?? minMatches;
    setParams({
      format,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(weighting !== 'none' ? { weighting } : {}),
      ...(min > 0 ? { min_matches: String(min) } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
      ...(next.tournament ? { tournament: next.tournament } : {}),
    });
  };

  return (
    <Stack>
      <Title order={1}>Metagame</Title>
      {!window.format ? (
        <Text role="status">No tournament imported yet.</Text>
      ) : (
        <>
          <WindowPicker formats={known} window={window} onChange={(w) => go({ window: w })} />
          {tournament ? (
            <section aria-label="Tournament">
              <Button variant="subtle" w="fit-content" onClick={() => go({ page })}>
                ← Back to the metagame
              </Button>
              <TournamentView id={tournament} />
            </section>
          ) : (
            <>
              <section aria-labelledby="meta-share-title">
                <Title order={2} id="meta-share-title">
                  Share of the field
                </Title>
                <ShareTable window={window} />
              </section>
              <section aria-labelledby="meta-trend-title">
                <Title order={2} id="meta-trend-title">
                  Trend per week
                </Title>
                <TrendChart window={window} />
              </section>
              <section aria-labelledby="meta-matrix-title">
                <Title order={2} id="meta-matrix-title">
                  Matchup matrix
                </Title>
                <MatchupHeatmap window={window} minMatches={minMatches} onMinMatches={(n) => go({ minMatches: n })} />
              </section>
              <section aria-labelledby="meta-tournaments-title">
                <Title order={2} id="meta-tournaments-title">
                  Tournaments
                </Title>
                <TournamentList
                  window={window}
                  page={page}
                  onPage={(p) => go({ page: p })}
                  onOpen={(id) => go({ page, tournament: id })}
                />
              </section>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
