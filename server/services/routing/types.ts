// The route optimiser's data, shared by the schedule generation and the bench. Pure: no database, no I/O.
// Times are seconds, distances metres. Matrix row/column 0 is the depot (the bakery); a stop names its row.

export interface Matrix {
  /** durations[a][b]: driving seconds from a to b (may be asymmetric). */
  durations: number[][];
  /** distances[a][b]: driving metres from a to b. */
  distances: number[][];
}

export interface Stop {
  id: string | number;
  /** Row of this stop in the matrix (1..n; several stops may share a row: two orders at one shop). */
  index: number;
  /** Time spent at the shop (unloading, signing). */
  serviceSeconds: number;
  demandKg?: number | null;
  /** Receiving window, seconds since the day's start (the same clock as Vehicle.startSeconds). */
  window?: { from: number; to: number } | null;
  /** An order already assigned to a distributor stays with that vehicle. */
  fixedVehicle?: string | number | null;
}

export interface Vehicle {
  id: string | number;
  /** null or absent: unlimited. */
  capacityKg?: number | null;
  /** Departure from the bakery, seconds since the day's start. */
  startSeconds: number;
}

export interface Problem {
  matrix: Matrix;
  stops: Stop[];
  vehicles: Vehicle[];
  /** false (the bakery's case, the default): a route ends at its last shop. true: back to the depot (TSPLIB). */
  returnToDepot?: boolean;
  /**
   * true (the bakery's case, the default): the objective also evens out the vans' days (model.ts).
   * false: driving alone counts (the CVRPLIB benchmarks, where the number of routes is free).
   */
  evenOut?: boolean;
}

export interface PlannedStop {
  id: Stop['id'];
  /** When the visit begins: the van's arrival, or the window's opening if it came early (then waitSeconds > 0). */
  arrivalSeconds: number;
  waitSeconds: number;
  /** The visit begins after the window's end: the stop is also listed in Solution.flagged. */
  late: boolean;
  distanceFromPreviousM: number;
  durationFromPreviousS: number;
}

export interface Route {
  vehicleId: Vehicle['id'];
  stops: PlannedStop[];
  /** Driving metres, including the way back when returnToDepot. */
  distanceM: number;
  /** From departure to the end of the last visit (or the return to the depot): driving + waiting + service. */
  durationS: number;
  /** Driving seconds only. */
  drivingS: number;
  loadKg: number;
  /** Only orders fixed to this vehicle can put it over its capacity; free stops never do. */
  overCapacity: boolean;
}

export interface Solution {
  /** One route per vehicle, in the order of Problem.vehicles (a route may have no stops). */
  routes: Route[];
  /** Stops that fit no vehicle (capacity), or whose fixedVehicle is not among the vehicles. */
  unassigned: Stop['id'][];
  /** Stops planned after their window's end. */
  flagged: Stop['id'][];
}

export interface SolveOptions {
  /** Wall-clock cap on the search (default 800 ms). It can only cut the search short. */
  timeLimitMs?: number;
  /** Seed of the search's pseudo-random numbers (default 1): same input and seed give the same solution. */
  seed?: number;
  /**
   * Cap on improvement rounds (ruin-and-recreate or double-bridge rounds). The search's own budget grows
   * with the stops; the smaller of the two decides, and the time limit can only cut it short.
   */
  maxIterations?: number;
}

export interface Tour {
  /** The nodes in visiting order, starting with node 0 (the tour closes back to it). */
  order: number[];
  length: number;
}

export interface LatLngPoint {
  lat: number;
  lng: number;
}

export interface RoadRoute {
  /** The road's line, [lat, lng] pairs (Leaflet's order). */
  geometry: [number, number][];
  distanceM: number;
  durationS: number;
}
