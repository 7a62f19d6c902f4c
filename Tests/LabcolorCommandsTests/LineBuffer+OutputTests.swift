import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct LineBufferOutputTests {
  @Test func removeAllEmptiesTheLineAndWriteSendsIt() {
    var line = LineBuffer()
    line.append("first")
    line.removeAll()
    #expect(line.bytes.isEmpty)
    line.append("second\n")
    let output = Output()
    line.write(to: output)
    output.flush()
    #expect(output.text == "second\n")
  }
}
