import Foundation

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `labcolor` (or another program) started with `posix_spawn` as a shell starts
/// it: a cleared environment, the standard streams the test chooses, and `SIGPIPE` at its
/// default action.
///
/// `SIGPIPE` matters: an ignored signal stays ignored across `exec`, and the test process
/// ignores it (a test must survive writing to a closed pipe), so a child started by
/// `Process` could pass a closed-pipe test only because its parent ignored the signal.
/// Here the child starts with the default action — death by `SIGPIPE` — and passes only if
/// `labcolor` handles a closed pipe itself.
///
///     let output = TestPipe()
///     let run = try SpawnedLabcolor(
///       ["convert"], stdin: .file(path), stdout: .descriptor(output.writeEnd), stderr: .closed)
///     output.closeWriteEnd()
///     let ending = run.wait()  // .exited(0), or .signaled(SIGPIPE)
final class SpawnedLabcolor {
  /// Where one of the child's standard streams comes from or goes to.
  enum Stream {
    /// This descriptor of the test process (duplicated onto the stream).
    case descriptor(Int32)
    /// A file opened for reading (standard input) or writing (the others).
    case file(String)
    /// No descriptor at all: the stream is closed, as by `<&-` or `>&-` in a shell.
    case closed
  }

  /// How the child ended.
  enum Ending: Equatable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)

    var description: String {
      switch self {
      case .exited(let status): return "exit status \(status)"
      case .signaled(let signal): return "signal \(signal)"
      }
    }
  }

  /// Why the child could not be started.
  struct SpawnError: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "posix_spawn failed: \(Platform.describe(errno: code))" }
  }

  private let pid: pid_t
  private var ending: Ending?

  /// Starts `labcolor` with `arguments` and the given streams.
  ///
  /// With `newSession`, the child starts a session of its own (`setsid`, before its streams
  /// are opened), so it has no controlling terminal — unless a stream is a terminal opened
  /// by path (`.file(ptsname)`), which then becomes its controlling terminal, as a login
  /// shell's does. `environment` entries are `NAME=value`.
  convenience init(
    _ arguments: [String], stdin: Stream, stdout: Stream, stderr: Stream,
    environment: [String] = [], newSession: Bool = false
  ) throws {
    try self.init(
      executable: LabcolorBinary.url.path, arguments: arguments, stdin: stdin, stdout: stdout,
      stderr: stderr, environment: environment, newSession: newSession)
  }

  /// Starts `executable` with `arguments` and the given streams.
  init(
    executable: String, arguments: [String], stdin: Stream, stdout: Stream, stderr: Stream,
    environment: [String] = [], newSession: Bool = false
  ) throws {
    Platform.ignoreBrokenPipeSignal()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (target, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
      switch stream {
      case .descriptor(let descriptor):
        posix_spawn_file_actions_adddup2(&actions, descriptor, target)
      case .file(let path):
        let flags = target == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o644)
      case .closed:
        posix_spawn_file_actions_addclose(&actions, target)
      }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    if newSession { flags |= Self.setSessionFlag }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let environmentPointers = environment.map { strdup($0) } + [nil]
    defer { for pointer in environmentPointers { free(pointer) } }
    var child = pid_t()
    // Not while another test is making a pipe whose ends are not close-on-exec yet.
    let code = TestPipe.descriptorsBeingMade.withLock {
      posix_spawn(&child, executable, &actions, &attributes, argv, environmentPointers)
    }
    guard code == 0 else { throw SpawnError(code: code) }
    pid = child
  }

  /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later, macOS 10.15 and later), which the C
  /// headers define only for some feature-test macros.
  static let setSessionFlag: Int32 = {
    #if canImport(Darwin)
      return 0x0400
    #else
      return 0x80
    #endif
  }()

  /// The child's process id.
  var processID: pid_t { pid }

  /// Sends `signal` to the child.
  func send(_ signal: Int32) {
    if ending == nil { kill(pid, signal) }
  }

  /// Waits up to `timeout` seconds for the child to end; kills it (`SIGKILL`) if it has not,
  /// and returns how it ended either way.
  func wait(timeout: Double) -> Ending {
    if let ending { return ending }
    var waited = 0.0
    while waited < timeout {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        let signal = status & 0x7F
        let result: Ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
        ending = result
        return result
      }
      usleep(5_000)
      waited += 0.005
    }
    kill(pid, SIGKILL)
    return wait()
  }

  deinit {
    if ending == nil {
      kill(pid, SIGKILL)
      _ = wait()
    }
  }

  /// Waits for the child to end.
  @discardableResult
  func wait() -> Ending {
    if let ending { return ending }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import.
    let signal = status & 0x7F
    let result: Ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    ending = result
    return result
  }

  /// A program on the path (`head`), or `nil` when there is none.
  static func program(named name: String) -> String? {
    for directory in ["/usr/bin", "/bin", "/usr/local/bin"] {
      let path = directory + "/" + name
      if access(path, X_OK) == 0 { return path }
    }
    return nil
  }
}

extension TestPipe {
  /// Reads until `suffix` ends what was read, the pipe ends, or `timeout` seconds pass;
  /// returns everything read. Reads one byte at a time once `suffix` could end the next
  /// read, so nothing after the suffix is consumed.
  func readBytes(until suffix: [UInt8], timeout: Double = 10) -> [UInt8] {
    let deadline = Date().addingTimeInterval(timeout)
    var received: [UInt8] = []
    var byte: UInt8 = 0
    while !received.ends(with: suffix) {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { break }
      var request = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, Int32(remaining * 1000)) > 0 else { break }
      guard read(readEnd, &byte, 1) == 1 else { break }
      received.append(byte)
    }
    return received
  }
}

extension [UInt8] {
  /// Whether the bytes end with `suffix`.
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
