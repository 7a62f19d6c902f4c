import Foundation
import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct PlatformTests {
  @Test func theEnvironmentHasTheVariablesAskedForThatAreSet() {
    setenv("LABCOLOR_TEST_SET", "a=b", 1)
    setenv("LABCOLOR_TEST_EMPTY", "", 1)
    unsetenv("LABCOLOR_TEST_UNSET")
    let names = ["LABCOLOR_TEST_SET", "LABCOLOR_TEST_EMPTY", "LABCOLOR_TEST_UNSET"]
    #expect(
      Platform.environment(reading: names) == [
        "LABCOLOR_TEST_SET": "a=b", "LABCOLOR_TEST_EMPTY": "",
      ])
    let path = ProcessInfo.processInfo.environment["PATH"]
    #expect(Platform.environment(reading: ["PATH"])["PATH"] == path)
  }

  @Test func labcolorReadsTheVariablesOfTheColorPolicy() {
    #expect(
      Labcolor.environmentVariables == [
        "NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR", "TERM", "COLORTERM",
      ])
  }

  @Test func aPipeIsNotATerminal() {
    let pipe = TestPipe()
    #expect(!Platform.isTerminal(pipe.writeEnd))
  }

  @Test func writeFileCreatesReplacesAndReportsFailures() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("labcolor-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(Platform.writeFile(path, Array("longer text".utf8)) == nil)
    #expect(Platform.writeFile(path, [1, 2, 3]) == nil)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([1, 2, 3]))
    #expect(Platform.writeFile("/nonexistent-directory/file", [1])?.code == ENOENT)
    #expect(Platform.writeFile(FileManager.default.temporaryDirectory.path, [1])?.code == EISDIR)
  }

  @Test func errnoIsDescribedByTheCLibrary() {
    #expect(Platform.describe(errno: EPIPE) == "Broken pipe")
  }

  @Test func inputIsReadyOnlyOnceSomethingIsWrittenOrTheWriterLeaves() {
    let pipe = TestPipe()
    #expect(!Platform.hasInputReady(pipe.readEnd))
    pipe.write("x")
    #expect(Platform.hasInputReady(pipe.readEnd))
    let empty = TestPipe()
    empty.closeWriteEnd()
    #expect(Platform.hasInputReady(empty.readEnd))
  }

  @Test func readSomeReadsWhatIsThereAndZeroAtTheEnd() {
    let pipe = TestPipe()
    pipe.write("abc")
    pipe.closeWriteEnd()
    var buffer = [UInt8](repeating: 0, count: 8)
    let first = buffer.withUnsafeMutableBytes {
      Platform.readSome(pipe.readEnd, into: $0.baseAddress!, count: $0.count)
    }
    #expect(first == .success(3))
    #expect(buffer[..<3] == [0x61, 0x62, 0x63])
    let second = buffer.withUnsafeMutableBytes {
      Platform.readSome(pipe.readEnd, into: $0.baseAddress!, count: $0.count)
    }
    #expect(second == .success(0))
  }
}
