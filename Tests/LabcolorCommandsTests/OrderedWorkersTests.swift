import Foundation
import Synchronization
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

  /// A job's memory goes as soon as its thread has run it, even while later jobs still wait
  /// (`convert` keeps some always waiting, so memory must not grow with the input).
  @Test func aJobIsReleasedOnceRunEvenWhileOthersWait() {
    final class Job: Sendable {
      let number: Int
      init(_ number: Int) { self.number = number }
    }
    let gate = Atomic<Int>(0)
    let workers = OrderedWorkers<Job, Int>(threadCount: 1) { job in
      while gate.load(ordering: .acquiring) < job.number { usleep(100) }
      return job.number
    }
    defer { workers.stop() }
    weak var first: Job?
    weak var second: Job?
    do {
      let jobs = (0..<4).map(Job.init)
      first = jobs[0]
      second = jobs[1]
      for job in jobs { workers.submit(job) }
    }
    // Jobs 0 and 1 run; job 2 then waits in its thread, job 3 in the queue.
    gate.store(1, ordering: .releasing)
    #expect(workers.takeOldest() == 0)
    #expect(workers.takeOldest() == 1)
    #expect(first == nil)
    #expect(second == nil)
    gate.store(4, ordering: .releasing)
    #expect(workers.takeOldest() == 2)
    #expect(workers.takeOldest() == 3)
  }

  /// While the oldest result is not ready, the taking thread runs waiting jobs itself, and
  /// the results still come back in submission order.
  @Test func takingWhileHelpingRunsWaitingJobsOnTheCallingThread() {
    let caller = pthread_self()
    let started = Atomic<Bool>(false)
    let gate = Atomic<Int>(0)
    // Job 0 holds the only worker until job 1, which only the caller is free to run, opens
    // the gate; each result says whether the caller ran it.
    let workers = OrderedWorkers<Int, (job: Int, onCaller: Bool)>(threadCount: 1) { job in
      if job == 0 {
        started.store(true, ordering: .releasing)
        while gate.load(ordering: .acquiring) == 0 { usleep(100) }
      } else if job == 1 {
        gate.store(1, ordering: .releasing)
      }
      return (job, pthread_equal(pthread_self(), caller) != 0)
    }
    defer { workers.stop() }
    workers.submit(0)
    // Job 0 has started on the worker before job 1 is queued behind it.
    while !started.load(ordering: .acquiring) { usleep(100) }
    workers.submit(1)
    let first = workers.takeOldest(helping: true)
    #expect(first?.job == 0)
    #expect(first?.onCaller == false)
    let second = workers.takeOldest(helping: true)
    #expect(second?.job == 1)
    #expect(second?.onCaller == true)
    for job in 2..<50 {
      workers.submit(job)
      if workers.inFlight > 4, let result = workers.takeOldest(helping: true) {
        #expect(result.job == job - 4)
      }
    }
    var rest: [Int] = []
    while let result = workers.takeOldest(helping: true) { rest.append(result.job) }
    #expect(rest == Array(46..<50))
    #expect(workers.takeOldest(helping: true) == nil)
  }

  @Test func stoppingWithNothingInFlightEndsTheThreads() {
    let workers = OrderedWorkers<Int, Int>(threadCount: 2) { $0 }
    workers.stop()
    #expect(!workers.isRunning)
  }
}
