import Testing

@testable import LabcolorCommands

@Suite struct OrderedWorkersTests {
  @Test func resultsComeBackInSubmissionOrder() {
    // Jobs of very different lengths, so they finish out of order.
    let workers = OrderedWorkers<Int, Int>(threadCount: 4) { job in
      var sum = 0
      for value in 0..<((job % 7) * 20_000) { sum &+= value & job }
      return job * 10 + (sum == -1 ? 1 : 0)
    }
    defer { workers.stop() }
    #expect(workers.isRunning)
    var results: [Int] = []
    for job in 0..<200 {
      workers.submit(job)
      if workers.inFlight > 8, let result = workers.takeOldest() { results.append(result) }
    }
    while let result = workers.takeOldest() { results.append(result) }
    #expect(results == (0..<200).map { $0 * 10 })
    #expect(workers.inFlight == 0)
    #expect(workers.takeOldest() == nil)
  }

  @Test func stoppingWithNothingInFlightEndsTheThreads() {
    let workers = OrderedWorkers<Int, Int>(threadCount: 2) { $0 }
    workers.stop()
    #expect(!workers.isRunning)
  }
}
