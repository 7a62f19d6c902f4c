#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Worker threads that run jobs and hand their results back in the order the jobs were
/// submitted, for work that is split into independent pieces but must come out in order
/// (`convert` on a large input: blocks of lines converted on every core, written in input
/// order).
///
///     let workers = OrderedWorkers<[UInt8], Int>(threadCount: 2) { block in block.count }
///     workers.submit(first)
///     workers.submit(second)
///     workers.takeOldest()  // first's result, whichever finished first
///
/// The submitting thread may run waiting jobs itself while the result it needs is not ready
/// (`takeOldest(helping: true)`): `convert` starts one worker fewer than the cores and converts on
/// its reading thread too, so that no core goes to a thread that mostly sleeps.
///
/// Plain POSIX threads, a mutex and two condition variables: no dependency, nothing started
/// until an instance is made. The threads hold the instance until `stop()`, which ends
/// them (each finishes the job it is running); call it when done.
final class OrderedWorkers<Job: Sendable, Result: Sendable>: @unchecked Sendable {
  private let work: @Sendable (Job) -> Result
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let jobReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let resultReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var threads: [pthread_t] = []

  // Guarded by `mutex`.
  /// Jobs not yet started, from `queueHead` on; a started job's slot is emptied at once, so
  /// the queue never holds a job's memory longer than it waits.
  private var queue: [(sequence: Int, job: Job)?] = []
  private var queueHead = 0
  private var results: [Int: Result] = [:]
  private var isStopping = false

  // Used by the submitting thread only.
  private var submitted = 0
  private var taken = 0

  /// Starts `threadCount` threads (at least one) that run `work`.
  init(threadCount: Int, work: @escaping @Sendable (Job) -> Result) {
    self.work = work
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(jobReady, nil)
    pthread_cond_init(resultReady, nil)
    for _ in 0..<max(1, threadCount) {
      if let thread = Self.startThread({ [self] in runJobs() }) { threads.append(thread) }
    }
  }

  /// Starts a POSIX thread that runs `body`; `nil` if none could be started.
  private static func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let created = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, context)
    guard created == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      return nil
    }
    return thread
  }

  /// Stops the threads: each finishes the job it runs, and jobs not started are dropped.
  func stop() {
    pthread_mutex_lock(mutex)
    isStopping = true
    pthread_cond_broadcast(jobReady)
    pthread_mutex_unlock(mutex)
    for thread in threads { pthread_join(thread, nil) }
    threads = []
  }

  deinit {
    pthread_cond_destroy(resultReady)
    pthread_cond_destroy(jobReady)
    pthread_mutex_destroy(mutex)
    resultReady.deallocate()
    jobReady.deallocate()
    mutex.deallocate()
  }

  /// Whether any thread could be started.
  var isRunning: Bool { !threads.isEmpty }

  /// The jobs submitted whose results have not been taken.
  var inFlight: Int { submitted - taken }

  /// Queues `job` for the next free thread.
  func submit(_ job: Job) {
    pthread_mutex_lock(mutex)
    queue.append((submitted, job))
    pthread_cond_signal(jobReady)
    pthread_mutex_unlock(mutex)
    submitted += 1
  }

  /// The result of the oldest job not yet taken, waiting for it if need be; `nil` when no
  /// job is in flight.
  ///
  /// `helping`: while that result is not ready, the calling thread runs the jobs no thread
  /// has started, oldest first, rather than sleep. With one worker fewer than the cores, a
  /// caller that has work of its own between jobs (reading, writing) then keeps every core
  /// busy, and no thread waits for a core that a worker holds: `convert`'s two threads went
  /// from about 150 context switches a run of 2 million lines to about 13.
  func takeOldest(helping: Bool = false) -> Result? {
    guard taken < submitted else { return nil }
    pthread_mutex_lock(mutex)
    while results[taken] == nil {
      if helping, let entry = dequeueJob() {
        pthread_mutex_unlock(mutex)
        let (sequence, result) = run(entry)
        pthread_mutex_lock(mutex)
        results[sequence] = result
      } else {
        pthread_cond_wait(resultReady, mutex)
      }
    }
    let result = results.removeValue(forKey: taken)
    pthread_mutex_unlock(mutex)
    taken += 1
    return result
  }

  /// A thread's loop: run the next job, post its result.
  private func runJobs() {
    while let (sequence, result) = runNextJob() {
      pthread_mutex_lock(mutex)
      results[sequence] = result
      pthread_cond_broadcast(resultReady)
      pthread_mutex_unlock(mutex)
    }
  }

  /// Waits for a job, takes it from the queue and runs it without the lock; `nil` once
  /// stopping. The job is released when this returns, before its result is posted, so a
  /// caller that has taken the result never finds the job still alive.
  private func runNextJob() -> (sequence: Int, result: Result)? {
    pthread_mutex_lock(mutex)
    while true {
      if isStopping {
        pthread_mutex_unlock(mutex)
        return nil
      }
      if let entry = dequeueJob() {
        pthread_mutex_unlock(mutex)
        return run(entry)
      }
      pthread_cond_wait(jobReady, mutex)
    }
  }

  /// The oldest job not yet started, taken from the queue; `nil` when none waits. Called
  /// with the lock held.
  private func dequeueJob() -> (sequence: Int, job: Job)? {
    while queueHead < queue.count {
      let entry = queue[queueHead].take()
      queueHead += 1
      if queueHead == queue.count {
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
      }
      if let entry { return entry }
    }
    return nil
  }

  /// Runs a job taken from the queue, without the lock.
  private func run(_ entry: (sequence: Int, job: Job)) -> (sequence: Int, result: Result) {
    (entry.sequence, work(entry.job))
  }
}

/// What a thread started by `OrderedWorkers` runs: a box, since a C function pointer cannot
/// capture a closure.
private final class ThreadBody: Sendable {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }
}
