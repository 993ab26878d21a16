/**
 * A new connection's TCP slow start as Lighthouse's simulated slow 4G has it (150 ms round trip,
 * 1.6 Mbit/s): the congestion window starts at 10 segments of 1,460 bytes and doubles each round
 * trip, up to the 21 segments a round trip carries at that speed. The bench's Lighthouse tables
 * count a page's round trips with it, and the paced server (static-server.ts) sends a page's
 * HTML flight by flight with it.
 */
export const SEGMENT_BYTES = 1460
export const FIRST_FLIGHT_BYTES = 10 * SEGMENT_BYTES
const MAX_SEGMENTS_PER_ROUND_TRIP = 21

/** The bytes each round trip carries, in order, for a response of `bytes` (headers included). */
export function flightSizes(bytes: number): number[] {
  const flights: number[] = []
  for (let window = 10, sent = 0; sent < bytes || flights.length === 0; window = Math.min(MAX_SEGMENTS_PER_ROUND_TRIP, window * 2)) {
    const flight = Math.min(window * SEGMENT_BYTES, Math.max(0, bytes - sent))
    flights.push(flight)
    sent += flight
  }
  return flights
}

/** How many round trips a response of `bytes` takes on a new connection. */
export const roundTripsFor = (bytes: number): number => flightSizes(bytes).length
