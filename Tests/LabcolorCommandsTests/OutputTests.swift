import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct OutputTests {
  @Test func writesWaitInTheBufferUntilFlushed() {
    let output = Output()
    output.write("abc")
    #expect(output.captured.isEmpty)
    #expect(output.pendingByteCount == 3)
    output.flush()
    #expect(output.text == "abc")
    #expect(output.pendingByteCount == 0)
  }

  @Test func aFullBufferGoesOutBeforeTheWriteThatDoesNotFit() {
    let output = Output(capacity: 4)
    output.write("ab")
    output.write("cde")
    #expect(output.text == "ab")
    output.flush()
    #expect(output.text == "abcde")
  }

  @Test func aWriteLargerThanTheBufferGoesOutWhole() {
    let output = Output(capacity: 4)
    output.write("a")
    output.write("bcdefgh")
    #expect(output.text == "abcdefgh")
    #expect(output.pendingByteCount == 0)
  }

  @Test func singleBytesFillTheBuffer() {
    let output = Output(capacity: 2)
    for byte in "xyz".utf8 { output.write(byte: byte) }
    #expect(output.text == "xy")
    output.flush()
    #expect(output.text == "xyz")
  }

  @Test func aLineFlushedStreamFlushesAtEachNewline() {
    let output = Output(flushesEachLine: true)
    output.write("Error: ")
    #expect(output.captured.isEmpty)
    output.write("bad.\nUsage")
    #expect(output.text == "Error: bad.\nUsage")
    output.write(byte: UInt8(ascii: "\n"))
    #expect(output.text == "Error: bad.\nUsage\n")
  }

  @Test func bytesAreWrittenAsGiven() {
    let output = Output()
    let bytes: [UInt8] = [0x00, 0xFF, 0x0A]
    bytes.withUnsafeBufferPointer { output.write($0) }
    output.flush()
    #expect(output.captured == bytes)
  }

  @Test func printWritesThroughTextOutputStream() {
    var output = Output()
    print("L*", 50, to: &output)
    output.flush()
    #expect(output.text == "L* 50\n")
  }

  @Test func everythingReachesAPipe() {
    let pipe = TestPipe()
    let output = Output(fileDescriptor: pipe.writeEnd, capacity: 16)
    let text = (1...20).map { "line \($0)\n" }.joined()
    output.write(text)
    output.flush()
    pipe.closeWriteEnd()
    #expect(output.isOpen)
    #expect(String(decoding: pipe.readAll(), as: UTF8.self) == text)
    #expect(!output.isTerminal)
  }

  @Test func aClosedPipeStopsTheStreamQuietly() {
    Platform.ignoreBrokenPipeSignal()
    let pipe = TestPipe()
    pipe.closeReadEnd()
    let output = Output(fileDescriptor: pipe.writeEnd)
    output.write("first\n")
    #expect(output.isOpen)
    output.flush()
    #expect(output.failure == .closed)
    #expect(!output.isOpen)
    output.write("dropped\n")
    output.flush()
    #expect(output.pendingByteCount == 0)
    #expect(output.failure == .closed)
  }

  @Test func anotherWriteErrorIsAFailure() {
    let pipe = TestPipe()
    // The read end of a pipe cannot be written.
    let output = Output(fileDescriptor: pipe.readEnd)
    output.write("x")
    output.flush()
    #expect(output.failure == .failed(errno: EBADF))
  }

  @Test func aMemoryStreamIsATerminalOnlyWhenToldSo() {
    #expect(!Output().isTerminal)
    #expect(Output(isTerminal: true).isTerminal)
  }
}
