import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SignalPipeTests {
  @Test func caughtSignalsArriveAsBytesInOrder() throws {
    try signalHandlingLock.withLock { _ in
      let pipe = try SignalPipe(catching: [SIGWINCH, SIGUSR1])
      // Sent to the process, a signal is handled by whichever thread does not block it, a
      // moment later; so each is awaited on the pipe before the next is sent.
      var received: [Int32] = []
      for signal in [SIGUSR1, SIGWINCH, SIGUSR1] {
        kill(getpid(), signal)
        var request = pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, 5000)
        received += pipe.drain()
      }
      #expect(received == [SIGUSR1, SIGWINCH, SIGUSR1])
      #expect(pipe.drain() == [])
    }
  }

  @Test func restoringPutsBackTheDefaultAction() throws {
    try signalHandlingLock.withLock { _ in
      let pipe = try SignalPipe(catching: [SIGUSR2])
      var current = sigaction()
      sigaction(SIGUSR2, nil, &current)
      #if canImport(Darwin)
        #expect(current.__sigaction_u.__sa_handler != nil)
      #else
        #expect(current.__sigaction_handler.sa_handler != nil)
      #endif
      pipe.restore()
      sigaction(SIGUSR2, nil, &current)
      #if canImport(Darwin)
        #expect(current.__sigaction_u.__sa_handler == nil)  // SIG_DFL
      #else
        #expect(current.__sigaction_handler.sa_handler == nil)  // SIG_DFL
      #endif
    }
  }
}
