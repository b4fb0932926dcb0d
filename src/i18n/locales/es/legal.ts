import type { Dictionary } from '../../types.js';
import type { legal as en } from '../en/legal.js';

export const legal: Dictionary<typeof en> = {
  updated: 'Última actualización: 1 de junio de 2025',
  contents: 'Contenido',
  privacy: {
    meta: {
      title: 'Política de privacidad | Evergreen Landscaping',
      description:
        'Cómo Evergreen Landscaping recopila, usa y protege los datos personales que compartes en nuestro sitio web, cotizaciones y formulario de contacto.',
    },
    title: 'Política de privacidad',
    intro:
      'Esta política explica qué datos personales recopila {{company}} cuando usas nuestro sitio web, pides una cotización o nos contactas, por qué los recopilamos y qué opciones tienes.',
    sections: {
      collect: {
        title: 'Datos que recopilamos',
        body: 'Recopilamos lo que nos das: tu nombre, correo electrónico, teléfono, dirección de la propiedad, detalles del proyecto, fotos o documentos que subes y los mensajes que envías. Si creas una cuenta, también guardamos tu correo de acceso y una contraseña cifrada de forma segura. Nuestro servidor registra datos técnicos como tu dirección IP y tu navegador para mantener el sitio seguro.',
      },
      use: {
        title: 'Cómo los usamos',
        body: 'Usamos tus datos para preparar cotizaciones, responder tus preguntas, programar y realizar los trabajos, enviar facturas y novedades del servicio, y mejorar nuestro sitio web. No tomamos decisiones automatizadas sobre ti.',
      },
      sharing: {
        title: 'Con quién los compartimos',
        body: 'Nunca vendemos tus datos personales. Solo los compartimos con proveedores que nos ayudan a operar (como el envío de correos y el procesamiento de pagos), con obligación de confidencialidad, o cuando la ley lo exige.',
      },
      cookies: {
        title: 'Cookies y almacenamiento local',
        body: 'Usamos unas pocas cookies y datos del navegador necesarios para que el sitio funcione: uno recuerda tu idioma y otro mantiene tu sesión si inicias sesión. No usamos cookies publicitarias ni de seguimiento de terceros.',
      },
      retention: {
        title: 'Cuánto tiempo los conservamos',
        body: 'Conservamos las solicitudes de cotización y los mensajes mientras sea necesario para atenderte y hasta siete años por motivos fiscales y de garantía. Puedes pedirnos que borremos los datos que ya no necesitemos guardar.',
      },
      rights: {
        title: 'Tus opciones y derechos',
        body: 'Puedes pedir ver, corregir o borrar los datos personales que tenemos sobre ti, y darte de baja de cualquier correo no esencial en cualquier momento. Escribe a {{email}} y te responderemos en un plazo de 30 días.',
      },
      security: {
        title: 'Seguridad',
        body: 'Protegemos tus datos con conexiones cifradas, controles de acceso y contraseñas cifradas. Ningún sistema es perfectamente seguro, pero trabajamos para proteger tus datos y te avisaremos de inmediato si una filtración te afecta.',
      },
      children: {
        title: 'Menores de edad',
        body: 'Nuestros servicios están pensados para adultos. No recopilamos a sabiendas datos personales de menores de 13 años.',
      },
      contact: {
        title: 'Contacto',
        body: '¿Preguntas sobre esta política? Contacta a {{company}} en {{address}}, por teléfono al {{phone}} o por correo a {{email}}.',
      },
    },
  },
  terms: {
    meta: {
      title: 'Términos del servicio | Evergreen Landscaping',
      description:
        'Los términos que se aplican al usar el sitio web de Evergreen Landscaping, pedir una cotización o contratar trabajos de paisajismo en el área de Seattle.',
    },
    title: 'Términos del servicio',
    intro:
      'Estos términos se aplican cuando usas el sitio web de {{company}} o nos contratas servicios de paisajismo. Al usar el sitio o aceptar una cotización, los aceptas.',
    sections: {
      services: {
        title: 'Nuestros servicios',
        body: 'Ofrecemos diseño de paisajes, cuidado del césped, servicios de árboles, riego, obras exteriores, mantenimiento de jardines y servicios relacionados en Bellevue y el área de Seattle. El alcance exacto de cada trabajo figura en tu cotización escrita o contrato de servicio.',
      },
      estimates: {
        title: 'Cotizaciones y precios',
        body: 'Los precios del sitio web y las estimaciones del cotizador en línea son puntos de partida para planificar. El precio final se confirma en una cotización escrita después de ver la propiedad y es válido por 30 días, salvo que indique otra cosa.',
      },
      scheduling: {
        title: 'Programación y acceso',
        body: 'Acordamos las fechas contigo y hacemos lo posible por cumplirlas; el clima o la seguridad pueden obligarnos a reprogramar. Danos acceso seguro a la zona de trabajo, mantén a tus mascotas adentro e infórmanos de cables subterráneos, aspersores u otros elementos ocultos.',
      },
      payment: {
        title: 'Pago',
        body: 'Las facturas vencen a los 15 días, salvo que el contrato diga otra cosa. Los proyectos grandes pueden requerir un anticipo antes de pedir los materiales, según lo indique la cotización.',
      },
      guarantee: {
        title: 'Garantía de satisfacción',
        body: 'Si no estás conforme con nuestro trabajo, avísanos dentro de los 14 días y volveremos a corregirlo sin costo adicional. Las plantas que instalamos tienen garantía de un año si se riegan como recomendamos; la mano de obra de obras exteriores, de dos años.',
      },
      liability: {
        title: 'Seguro y responsabilidad',
        body: 'Contamos con licencia, seguro y fianza en el estado de Washington. No somos responsables de daños causados por condiciones que no nos informaron y que no podíamos ver razonablemente, ni por hechos fuera de nuestro control.',
      },
      cancellation: {
        title: 'Cancelaciones',
        body: 'Puedes cancelar una visita programada sin costo hasta 48 horas antes. Los materiales ya pedidos para un proyecto a medida pueden cobrarse al costo.',
      },
      website: {
        title: 'Uso del sitio web',
        body: 'Usa el sitio web de forma legal y no intentes interrumpirlo ni acceder a cuentas ajenas. Los textos, diseños e imágenes del sitio pertenecen a {{company}} y no pueden copiarse con fines comerciales sin permiso.',
      },
      law: {
        title: 'Ley aplicable',
        body: 'Estos términos se rigen por las leyes del estado de Washington. Cualquier disputa se resolverá ante los tribunales del condado de King, Washington.',
      },
      contact: {
        title: 'Contacto',
        body: '¿Preguntas sobre estos términos? Contacta a {{company}} en {{address}}, por teléfono al {{phone}} o por correo a {{email}}.',
      },
    },
  },
};
