import Foundation
import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private func invocation(input: Input, output: Output, error: Output = Output()) -> Invocation {
  Invocation(
    path: CommandPath(root: Demo.root), arguments: ParsedArguments(), environment: [:],
    input: input, output: output, error: error)
}

@Suite struct InvocationTests {
  @Test func forEachLineYieldsEveryLineInOrder() throws {
    let output = Output()
    var seen: [String] = []
    try invocation(input: .text("a\r\nb\n\nc"), output: output).forEachLine {
      element throws(CommandError) in
      if case .line(let line) = element { seen.append("\(line.number) \(line.text)") }
    }
    #expect(seen == ["1 a", "2 b", "3 ", "4 c"])
  }

  @Test func forEachLineStopsOnceOutputIsClosed() throws {
    Platform.ignoreBrokenPipeSignal()
    let pipe = TestPipe()
    pipe.closeReadEnd()
    // Capacity 1: every write goes straight to the closed pipe.
    let output = Output(fileDescriptor: pipe.writeEnd, capacity: 1)
    var calls = 0
    try invocation(input: .text("1\n2\n3\n"), output: output).forEachLine {
      element throws(CommandError) in
      calls += 1
      output.write("answer\n")
    }
    #expect(calls == 1)
    #expect(output.failure == .closed)
  }

  @Test func forEachLinePassesOnTheBodysError() {
    var calls = 0
    #expect(throws: CommandError.badData("stop")) {
      try invocation(input: .text("1\n2\n"), output: Output()).forEachLine {
        element throws(CommandError) in
        calls += 1
        throw .badData("stop")
      }
    }
    #expect(calls == 1)
  }

  @Test func theLineReaderFlushesBothOutputsBeforeItWaits() throws {
    let input = TestPipe()
    let answers = TestPipe()
    input.write("question\n")
    let output = Output(fileDescriptor: answers.writeEnd)
    let error = Output()
    let reader = invocation(input: .fileDescriptor(input.readEnd), output: output, error: error)
      .lineReader()
    guard case .line(let line)? = try reader.next() else {
      Issue.record("expected a line")
      return
    }
    output.write("answer to \(line.text)\n")
    error.write("note\n")
    #expect(output.pendingByteCount > 0)
    // The input pipe is empty now. The writer ends the input only once the answer has
    // arrived (or after 10 s): the reader must flush before it waits, or it finds no answer.
    let inputWriteEnd = input.takeWriteEnd()
    let answersReadEnd = answers.readEnd
    let writer = Thread {
      var request = pollfd(fd: answersReadEnd, events: Int16(POLLIN), revents: 0)
      _ = poll(&request, 1, 10_000)
      close(inputWriteEnd)
    }
    writer.start()
    #expect(try reader.next() == nil)
    answers.closeWriteEnd()
    #expect(String(decoding: answers.readAll(), as: UTF8.self) == "answer to question\n")
    #expect(error.text == "note\n")
  }

  @Test func beforeWaitingRunsAheadOfTheFlushWhenTheReaderWaits() throws {
    let input = TestPipe()
    input.write("question\n")
    let output = Output()
    var events: [String] = []
    let reader = invocation(input: .fileDescriptor(input.readEnd), output: output)
      .lineReader {
        events.append("before waiting, \(output.pendingByteCount) bytes pending")
        input.closeWriteEnd()
      }
    _ = try reader.next()
    output.write("answer\n")
    #expect(events.isEmpty)
    #expect(try reader.next() == nil)
    // It ran once, before the flush (the answer was still pending); then the flush happened.
    #expect(events == ["before waiting, 7 bytes pending"])
    #expect(output.pendingByteCount == 0)
    #expect(output.text == "answer\n")
  }
}
