# BenchExec tool-info module for jsmc, a stateless model checker for pthread C programs.
#
# Install: copy this file to benchexec/tools/jsmc.py of a BenchExec installation and use
# <benchmark tool="jsmc" ...>. BenchExec finds scripts/jsmc under --tool-directory (the jsmc
# checkout) or jsmc on the PATH.
"""
jsmc answers SV-COMP properties with 'jsmc --property PRP [-m32] [--time-limit T] FILE', which
prints 'Verdict: true', 'Verdict: false(unreach-call)' or 'Verdict: unknown' and a 'Reason:' line;
exit code 1 means bad input or an unsupported feature, with one 'jsmc: ...' line on stderr.
"""

import benchexec.result as result
import benchexec.tools.template

# The project's public address; None until it has one.
PROJECT_URL = None


class Tool(benchexec.tools.template.BaseTool2):
    """Tool-info module for jsmc (BenchExec's BaseTool2 API)."""

    def executable(self, tool_locator):
        return tool_locator.find_executable("jsmc", subdir="scripts")

    def name(self):
        return "jsmc"

    def project_url(self):
        return PROJECT_URL

    def version(self, executable):
        # 'jsmc --version' prints 'jsmc 0.1.0', then the LLVM and Java versions; scripts/jsmc may
        # say on stderr that it builds the jar first.
        return self._version_from_tool(
            executable, "--version", ignore_stderr=True, line_prefix="jsmc "
        )

    def cmdline(self, executable, options, task, rlimits):
        if task.property_file is None:
            raise benchexec.tools.template.UnsupportedFeatureException(
                "jsmc needs a property file (an SV-COMP .prp file)"
            )
        cmd = [executable, *options, "--property", task.property_file]
        if _data_model(task.options) == "ILP32" and "-m32" not in options:
            cmd.append("-m32")
        if rlimits.cputime and "--time-limit" not in options:
            cmd += ["--time-limit", str(rlimits.cputime)]
        if "--witness" not in options:
            # SV-COMP collects the violation witness from the run's working directory
            cmd += ["--witness", "witness.yml"]
        return cmd + list(task.input_files)

    def determine_result(self, run):
        if run.exit_code.value == 1:
            reason = _error_line(run.output)
            return result.RESULT_ERROR + (" (" + reason + ")" if reason else "")
        verdict = None
        for line in run.output:
            if line.startswith("Verdict:"):
                verdict = line[len("Verdict:") :].strip()
        if verdict is None:
            if run.exit_code.value == 3:
                return result.RESULT_ERROR + " (internal error)"
            return result.RESULT_ERROR
        if verdict == "true":
            return result.RESULT_TRUE_PROP
        if verdict == "false(unreach-call)":
            return result.RESULT_FALSE_REACH
        if verdict.startswith("false(") and verdict.endswith(")"):
            return result.RESULT_FALSE_PROP + verdict[len("false") :]
        if verdict == "false":
            return result.RESULT_FALSE_PROP
        if verdict == "unknown":
            return result.RESULT_UNKNOWN
        return result.RESULT_ERROR + " (unexpected verdict " + verdict + ")"


def _data_model(options):
    """ILP32 or LP64 from the task's options; ILP32 for format 1.x tasks, which have none."""
    if isinstance(options, dict) and options.get("data_model"):
        return str(options["data_model"]).upper()
    return "ILP32"


def _error_line(output):
    """jsmc's line on stderr (BenchExec merges stderr into the output), without 'jsmc: '."""
    for line in output:
        if line.startswith("jsmc:"):
            return line[len("jsmc:") :].strip()
    return None
