/* nostd COMMAND LINE: runs COMMAND LINE with no standard handles and waits for it, the way a
 * GUI program typed in cmd or PowerShell starts on Windows (no console handles are handed to a
 * GUI program; Wine hands them anyway). scripts/wine-smoke.sh uses it so that goref.exe takes
 * its AttachConsole path (console_windows.go). Exit status: the child's, 125 if it could not
 * be started. */
#include <windows.h>
#include <stdio.h>
#include <wchar.h>

int main(void)
{
	wchar_t *cmd = GetCommandLineW();
	/* skip our own name, quoted or not, and the blanks after it */
	if (*cmd == L'"') {
		cmd = wcschr(cmd + 1, L'"');
		cmd = cmd ? cmd + 1 : L"";
	} else {
		while (*cmd && *cmd != L' ' && *cmd != L'\t')
			cmd++;
	}
	while (*cmd == L' ' || *cmd == L'\t')
		cmd++;
	STARTUPINFOW si = {0};
	si.cb = sizeof si;
	si.dwFlags = STARTF_USESTDHANDLES; /* all three handles NULL */
	PROCESS_INFORMATION pi;
	if (!CreateProcessW(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi)) {
		fprintf(stderr, "nostd: cannot start the command (error %lu)\n", GetLastError());
		return 125;
	}
	WaitForSingleObject(pi.hProcess, INFINITE);
	DWORD code = 125;
	GetExitCodeProcess(pi.hProcess, &code);
	return (int)code;
}
