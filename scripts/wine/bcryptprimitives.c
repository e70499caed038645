/* A stand-in for Windows 10's bcryptprimitives.dll, for Wine 8.0 (Debian 12), which lacks it.
 * The Go runtime (1.24 and later) loads it at start for ProcessPrng and stops without it, so
 * no Go program for Windows starts under that Wine. Real Windows has the DLL; this one is
 * copied into a throwaway Wine prefix by scripts/wine-smoke.sh only and never shipped.
 * ProcessPrng fills the buffer from the system RNG (BCryptGenRandom, which Wine 8.0 has). */
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (BCryptGenRandom(NULL, data, n, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0)
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
