/** `daysAgo` days before `now`, at `time` (HH:MM:SS, UTC), as an ISO instant: demo records dated from the day they are seeded. */
export function daysBefore(now: Date, daysAgo: number, time: string): string {
  return `${new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10)}T${time}.000Z`;
}
