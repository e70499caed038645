package main

// #cgo pkg-config: gtk+-3.0
// #include <gtk/gtk.h>
// #include <stdlib.h>
//
// extern int chooserAsks(char *path);
//
// static GtkFileChooserConfirmation confirmOverwrite(GtkFileChooser *chooser, gpointer data) {
// 	gchar *path = gtk_file_chooser_get_filename(chooser);
// 	int asks = path != NULL && chooserAsks(path);
// 	g_free(path);
// 	return asks ? GTK_FILE_CHOOSER_CONFIRMATION_CONFIRM : GTK_FILE_CHOOSER_CONFIRMATION_ACCEPT_FILENAME;
// }
//
// // hook finds the chooser sqweek/dialog has made (it runs in the chooser's own main loop,
// // once the chooser exists) and lets confirmOverwrite decide whether GTK asks.
// static gboolean hook(gpointer data) {
// 	GList *all = gtk_window_list_toplevels();
// 	for (GList *w = all; w != NULL; w = w->next) {
// 		if (GTK_IS_FILE_CHOOSER(w->data)) {
// 			g_signal_connect(w->data, "confirm-overwrite", G_CALLBACK(confirmOverwrite), NULL);
// 		}
// 	}
// 	g_list_free(all);
// 	return G_SOURCE_REMOVE;
// }
//
// static void hookNextChooser(void) { g_idle_add(hook, NULL); }
import "C"

// askOnlyAboutWrittenFile makes GTK's overwrite question (sqweek/dialog turns it on) asked
// only about a name the caller writes as it is (see written). GTK asked about "notes", a
// file nobody writes, and then goref asked about notes.sgf. To be called just before the
// chooser is shown.
func askOnlyAboutWrittenFile(ext string) {
	saveExt = ext
	C.hookNextChooser()
}
