import Foundation
import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileReplacementTests {
  /// A new directory in the temporary directory, removed with what it holds.
  private final class ScratchDirectory {
    let path: String
    init() throws {
      path =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("labcolor-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func path(_ name: String) -> String { path + "/" + name }

    /// The names in the directory, sorted, the hidden ones included.
    func names() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func create(_ name: String, _ text: String, mode: mode_t) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
      #expect(chmod(path(name), mode) == 0)
    }

    func contents(_ name: String) throws -> String {
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: path(name))), as: UTF8.self)
    }
  }

  /// `lstat(2)` of `path`.
  private func status(_ path: String) throws -> stat {
    var status = stat()
    try #require(lstat(path, &status) == 0)
    return status
  }

  private func permissions(_ path: String) throws -> mode_t { try status(path).st_mode & 0o7777 }

  private func type(_ path: String) throws -> mode_t { try status(path).st_mode & S_IFMT }

  @Test func aReplacedFileKeepsItsPermissionsAndIsANewFile() throws {
    let directory = try ScratchDirectory()
    try directory.create("slice.png", "old content", mode: 0o600)
    try #require(link(directory.path("slice.png"), directory.path("link.png")) == 0)
    #expect(Platform.writeFile(directory.path("slice.png"), Array("new".utf8)) == nil)
    #expect(try directory.contents("slice.png") == "new")
    #expect(try permissions(directory.path("slice.png")) == 0o600)
    // The bytes went to a new file: a hard link to the old one keeps the old content.
    #expect(try directory.contents("link.png") == "old content")
    #expect(try directory.names() == ["link.png", "slice.png"])
    try directory.create("run.sh", "old", mode: 0o751)
    #expect(Platform.writeFile(directory.path("run.sh"), Array("new".utf8)) == nil)
    #expect(try permissions(directory.path("run.sh")) == 0o751)
  }

  @Test func aNewFileHasMode0644LessTheUmask() throws {
    let directory = try ScratchDirectory()
    let previous = umask(0o027)
    defer { umask(previous) }
    #expect(Platform.writeFile(directory.path("new.ppm"), [1, 2]) == nil)
    #expect(try permissions(directory.path("new.ppm")) == 0o640)
    #expect(try directory.names() == ["new.ppm"])
  }

  @Test(.enabled(if: geteuid() == 0, "only root gives a file to another user"))
  func aReplacedFileKeepsItsOwnerAndGroup() throws {
    let directory = try ScratchDirectory()
    try directory.create("slice.png", "old", mode: 0o644)
    try #require(chown(directory.path("slice.png"), 1234, 5678) == 0)
    #expect(Platform.writeFile(directory.path("slice.png"), Array("new".utf8)) == nil)
    let replaced = try status(directory.path("slice.png"))
    #expect(replaced.st_uid == 1234 && replaced.st_gid == 5678)
  }

  /// While the bytes are written, the target is untouched and the temporary file is beside
  /// it with the target's permissions; a write that fails leaves the target and no
  /// temporary file, and the error is the write's.
  @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
    let directory = try ScratchDirectory()
    try directory.create("slice.png", "old content", mode: 0o640)
    var during: (names: [String], target: String, mode: mode_t)?
    let failure = FileReplacement.write(Array("new content".utf8), to: directory.path("slice.png"))
    { descriptor, bytes in
      _ = FileReplacement.writeAll(descriptor, UnsafeRawBufferPointer(rebasing: bytes[0..<3]))
      var opened = stat()
      fstat(descriptor, &opened)
      during = (
        (try? directory.names()) ?? [], (try? directory.contents("slice.png")) ?? "",
        opened.st_mode & 0o7777
      )
      return ENOSPC
    }
    #expect(failure == Platform.Errno(code: ENOSPC))
    let names = try #require(during?.names)
    #expect(names.count == 2 && names[1] == "slice.png")
    #expect(names[0].hasPrefix(".slice.png.") && names[0].utf8.count == 17)
    #expect(during?.target == "old content")
    #expect(during?.mode == 0o640)
    #expect(try directory.names() == ["slice.png"])
    #expect(try directory.contents("slice.png") == "old content")
    #expect(try permissions(directory.path("slice.png")) == 0o640)
    // A new file that fails is not there at all.
    let new = FileReplacement.write([1, 2, 3], to: directory.path("new.png")) { _, _ in EIO }
    #expect(new == Platform.Errno(code: EIO))
    #expect(try directory.names() == ["slice.png"])
  }

  /// The test's thread (a worker of the test runner, which blocks every signal) unblocks
  /// them first, as a program's main thread has them; a process-directed signal may then
  /// come to it, so no other test sends one meanwhile.
  @Test func theEndingSignalsAreBlockedOnlyWhileTheTemporaryFileExists() throws {
    let directory = try ScratchDirectory()
    let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ]
    func blocked() -> [Bool] {
      var mask = sigset_t()
      pthread_sigmask(SIG_BLOCK, nil, &mask)
      return signals.map { sigismember(&mask, $0) == 1 }
    }
    var during: [Bool] = []
    let (failure, before, after) = signalHandlingLock.withLock { _ in
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      for number in signals { sigaddset(&unblocked, number) }
      var original = sigset_t()
      pthread_sigmask(SIG_UNBLOCK, &unblocked, &original)
      defer { pthread_sigmask(SIG_SETMASK, &original, nil) }
      let before = blocked()
      let failure = FileReplacement.write([1, 2, 3], to: directory.path("slice.png")) {
        descriptor, bytes in
        during = blocked()
        return FileReplacement.writeAll(descriptor, bytes)
      }
      return (failure, before, blocked())
    }
    #expect(failure == nil)
    #expect(before == [false, false, false, false, false])
    #expect(during == [true, true, true, true, true])
    #expect(after == [false, false, false, false, false])
  }

  @Test func devNullIsWrittenAndStaysACharacterDevice() throws {
    #expect(Platform.writeFile("/dev/null", Array("picture".utf8)) == nil)
    #expect(try type("/dev/null") == S_IFCHR)
  }

  @Test func aSymbolicLinkStaysALinkAndItsFileGetsTheBytes() throws {
    let directory = try ScratchDirectory()
    try directory.create("real.png", "old content", mode: 0o600)
    try #require(symlink("real.png", directory.path("link.png")) == 0)
    #expect(Platform.writeFile(directory.path("link.png"), Array("new".utf8)) == nil)
    #expect(try type(directory.path("link.png")) == S_IFLNK)
    #expect(try directory.contents("real.png") == "new")
    #expect(try directory.names() == ["link.png", "real.png"])
  }

  @Test func aFIFOGetsTheBytesAndStaysAFIFO() throws {
    let directory = try ScratchDirectory()
    let path = directory.path("slice.ppm")
    try #require(mkfifo(path, 0o600) == 0)
    // A reader that does not wait for a writer; the bytes fit in the pipe's buffer.
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    #expect(Platform.writeFile(path, Array("P6 picture".utf8)) == nil)
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
    #expect(count == 10)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "P6 picture")
    #expect(try type(path) == S_IFIFO)
    #expect(try directory.names() == ["slice.ppm"])
  }

  @Test func aNameTooLongForASuffixIsShortenedInTheTemporaryName() throws {
    let directory = try ScratchDirectory()
    let name = String(repeating: "a", count: 251) + ".png"
    try directory.create(name, "old", mode: 0o644)
    var temporary: [String] = []
    let failure = FileReplacement.write([1, 2], to: directory.path(name)) { descriptor, bytes in
      temporary = ((try? directory.names()) ?? []).filter { $0 != name }
      return FileReplacement.writeAll(descriptor, bytes)
    }
    #expect(failure == nil)
    #expect(temporary.map(\.utf8.count) == [255])
    #expect(try directory.names() == [name])
    #expect(try directory.contents(name) == "\u{1}\u{2}")
  }

  /// A file the process may not write (read-only here) is refused, as writing it in place
  /// would be (`echo > slice.png` says "Permission denied"), not replaced by a new file
  /// renamed over it.
  @Test(.enabled(if: geteuid() != 0, "root writes any file"))
  func aFileThatMayNotBeWrittenIsRefusedAndKept() throws {
    let directory = try ScratchDirectory()
    try directory.create("slice.png", "old content", mode: 0o444)
    #expect(Platform.writeFile(directory.path("slice.png"), Array("new".utf8))?.code == EACCES)
    #expect(try directory.contents("slice.png") == "old content")
    #expect(try permissions(directory.path("slice.png")) == 0o444)
    #expect(try directory.names() == ["slice.png"])
  }

  @Test(.enabled(if: geteuid() != 0, "root makes files in any directory"))
  func aFileInADirectoryThatTakesNoNewFileIsWrittenInPlace() throws {
    let directory = try ScratchDirectory()
    try directory.create("slice.png", "old content", mode: 0o644)
    try #require(chmod(directory.path, 0o555) == 0)
    defer { chmod(directory.path, 0o755) }
    #expect(Platform.writeFile(directory.path("slice.png"), Array("new".utf8)) == nil)
    #expect(try directory.contents("slice.png") == "new")
    #expect(Platform.writeFile(directory.path("other.png"), [1])?.code == EACCES)
  }
}
